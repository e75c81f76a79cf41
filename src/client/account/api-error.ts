/** An error answer of the account API (`{ error: { code, message, fields } }`), already translated. */
export type ApiError = {
  code: string
  message: string
  fields?: Record<string, { key: string; message: string }>
  until?: string
  resetToken?: string
}

export async function readApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: ApiError }
    if (body.error?.code) return body.error
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic error.
  }
  return { code: 'INTERNAL', message: '' }
}

export class ApiRequestError extends Error {
  constructor(readonly error: ApiError) {
    super(error.code)
  }
}
