import { apiFetch } from '@/client/api-fetch'

export type StaffLinkFailure = {
  code?: string
  message?: string
  fields?: Record<string, { message: string }>
}

/** POSTs to a staff link route in the page's language; the answer, or the server's error. */
export async function postStaffLink<T>(
  path: string,
  body: Record<string, unknown>,
  locale: string,
): Promise<{ ok: true; data: T } | { ok: false; failure: StaffLinkFailure }> {
  try {
    const response = await apiFetch(path, {
      method: 'POST',
      body: { ...body, locale },
      credentials: 'same-origin',
    })
    const answer = (await response.json().catch(() => ({}))) as { error?: StaffLinkFailure }
    if (response.ok) return { ok: true, data: answer as T }
    return { ok: false, failure: answer.error ?? {} }
  } catch {
    return { ok: false, failure: {} }
  }
}
