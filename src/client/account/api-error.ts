import { ApiRequestError } from '@/client/call-route'
import { apiErrorAnswerSchema, type ApiErrorBody } from '@/domain/errors/api-error-body'

/** A refusal of the API: its code and the message already in the page's language. */
export type ApiError = ApiErrorBody

export { ApiRequestError }

/** The refusal in a failed answer (a page not of ours: INTERNAL without a message). */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  const refusal = apiErrorAnswerSchema.safeParse(body)
  return refusal.success ? refusal.data.error : { code: 'INTERNAL', message: '' }
}
