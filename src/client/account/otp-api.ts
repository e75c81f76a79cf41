import { callRoute } from '@/client/call-route'
import {
  otpConfigRoute,
  resendOtpRoute,
  sendOtpRoute,
  verifyOtpRoute,
} from '@/contracts/verification-codes'
import type { OtpMethod } from '@/domain/otp/otp-rules'
import type * as z from '@/domain/zod'

export type OtpConfig = z.output<typeof otpConfigRoute.output>

export type CodeSentAnswer = z.output<typeof sendOtpRoute.output>

/** Spec 7, GET /api/otp/config; when the call fails, codes are on and go by SMS. */
export async function fetchOtpConfig(): Promise<OtpConfig> {
  try {
    return await callRoute(otpConfigRoute, { input: {} })
  } catch {
    return { enabled: true, defaultMethod: 'sms' }
  }
}

export const sendCode = (
  kind: 'send' | 'resend',
  request: { userId: number; phone: string; method: OtpMethod },
  locale: string,
): Promise<CodeSentAnswer> =>
  callRoute(kind === 'send' ? sendOtpRoute : resendOtpRoute, {
    input: { user_id: request.userId, phone: request.phone, method: request.method },
    locale,
  })

export const verifyCode = (request: { userId: number; code: string }, locale: string) =>
  callRoute(verifyOtpRoute, {
    input: { user_id: request.userId, code: request.code },
    locale,
  })
