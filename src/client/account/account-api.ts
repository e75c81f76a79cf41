import { apiFetch } from '@/client/api-fetch'

import { ApiRequestError, readApiError } from './api-error'

/** POSTs to the account API in the page's language; throws ApiRequestError with the server's answer. */
export async function postAccount<T = { success: true }>(
  path: string,
  body: object,
  locale: string,
): Promise<T> {
  const response = await apiFetch(path, {
    method: 'POST',
    body: { ...body, locale },
    credentials: 'same-origin',
  })
  if (!response.ok) throw new ApiRequestError(await readApiError(response))
  return (await response.json()) as T
}

export type LoginAnswer = {
  requires_phone_verification: boolean
  phone_number: string | null
  user_id: number
  email_verified: boolean
  account_kind: 'investor' | 'company'
  /** Two-step sign-in: no session yet; the code goes to POST /api/login/second-factor. */
  requires_second_factor?: boolean
}

/** POST /api/login/second-factor: the session has started. */
export type SecondFactorAnswer = {
  user_id: number
  email_verified: boolean
  account_kind: 'investor' | 'company'
}

export type RegistrationAnswer = {
  id: number
  requires_phone_verification: boolean
  phone_number: string
}

export type ActivationAnswer = {
  confirmed: 'account' | 'new-email'
  accountKind: 'investor' | 'company'
}

export type AccountUser = {
  id: number
  name: string
  email: string
  phone: string | null
  emailVerified: boolean
  accountKind: 'investor' | 'company'
  /** A company's account: the company it registered (null on an investor's). */
  companyName?: string | null
  companyNumber?: string | null
  /** The profile picture's address (access-checked: the owner only), or null. */
  avatarUrl?: string | null
  /** Two-step sign-in is on (GET /api/user). */
  twoFactorEnabled?: boolean
}
