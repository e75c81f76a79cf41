import { ApiRequestError, readApiError, type ApiError } from '@/client/account/api-error'
import { apiFetch } from '@/client/api-fetch'
import type { ProfileUpdate } from '@/domain/investors/profile-schema'
import type { ProfileView } from '@/domain/investors/profile-view'
import type { DocumentKind } from '@/domain/kyc/document-kinds'

/**
 * What a failed call answered, or an unexpected failure (no answer, a network error). Here rather
 * than beside `ApiRequestError`: that module is in every page's first load.
 */
export function apiErrorOf(error: unknown): ApiError {
  return error instanceof ApiRequestError ? error.error : { code: 'INTERNAL', message: '' }
}

/** The profile calls (docs/api.md, "Investor profile and identity check"), in the page's language. */
async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ApiRequestError(await readApiError(response))
  return (await response.json()) as T
}

export async function fetchProfile(investorId: number): Promise<ProfileView> {
  return answer(
    await apiFetch(`/api/user/investor/${investorId}`, {
      credentials: 'same-origin',
      cache: 'no-store',
    }),
  )
}

export async function saveProfile(patch: ProfileUpdate, locale: string): Promise<ProfileView> {
  return answer(
    await apiFetch('/api/catalog/update-profile', {
      method: 'POST',
      body: { ...patch, locale },
      credentials: 'same-origin',
    }),
  )
}

export async function submitIdentityCheck(locale: string): Promise<ProfileView> {
  return answer(
    await apiFetch('/api/catalog/submit-identity-check', {
      method: 'POST',
      body: { locale },
      credentials: 'same-origin',
    }),
  )
}

/** An identity document or proof (`kind`), or the profile picture (`kind` null). */
export async function uploadProfileFile(
  file: File,
  kind: DocumentKind | null,
  locale: string,
): Promise<void> {
  const form = new FormData()
  form.set('file', file)
  if (kind) form.set('kind', kind)
  form.set('locale', locale)
  await answer(
    await apiFetch(kind ? '/api/catalog/update-passport' : '/api/catalog/update-avatar', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    }),
  )
}
