import { apiFetch } from '@/client/api-fetch'
import type { OtpMethod } from '@/domain/otp/otp-rules'

import { postAccount } from './account-api'

export type OtpConfig = { enabled: boolean; defaultMethod: OtpMethod }

export type CodeSentAnswer = {
  challenge_id: string
  method: OtpMethod
  sent_to: string
  expires_in: number
  resend_in: number
}

/** Spec 7, GET /api/otp/config; when the call fails, codes are on and go by SMS. */
export async function fetchOtpConfig(): Promise<OtpConfig> {
  try {
    const response = await apiFetch('/api/otp/config', { credentials: 'same-origin' })
    if (!response.ok) throw new Error(String(response.status))
    return (await response.json()) as OtpConfig
  } catch {
    return { enabled: true, defaultMethod: 'sms' }
  }
}

export const sendCode = (
  kind: 'send' | 'resend',
  request: { userId: number; phone: string; method: OtpMethod },
  locale: string,
) =>
  postAccount<CodeSentAnswer>(
    `/api/otp/${kind}`,
    { user_id: request.userId, phone: request.phone, method: request.method },
    locale,
  )

export const verifyCode = (request: { userId: number; code: string }, locale: string) =>
  postAccount('/api/otp/verify', { user_id: request.userId, code: request.code }, locale)
