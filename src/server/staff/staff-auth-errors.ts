import { APIError, type PayloadRequest } from 'payload'

import { adminMessage } from '@/fields/admin-message'

/**
 * Errors of staff sign-in in Payload's answer shape (`errors[0].message` in the admin's language,
 * `errors[0].data.code` for the sign-in form).
 */
export function tooManyAttempts(req: PayloadRequest, retryAfterSeconds: number): APIError {
  req.responseHeaders = new Headers({ 'Retry-After': String(retryAfterSeconds) })
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const message = adminMessage(req, {
    he: `יותר מדי ניסיונות. אפשר לנסות שוב בעוד ${minutes} דקות.`,
    en: `Too many attempts. Try again in ${minutes} minutes.`,
  })
  return new APIError(message, 429, { code: 'RATE_LIMITED', retryAfterSeconds }, true)
}

export type SecondFactorCode =
  'TWO_FACTOR_REQUIRED' | 'TWO_FACTOR_INVALID' | 'TWO_FACTOR_SETUP_REQUIRED'

const secondFactorMessages: Record<SecondFactorCode, { he: string; en: string }> = {
  TWO_FACTOR_REQUIRED: {
    he: 'יש להזין את הקוד מאפליקציית האימות.',
    en: 'Enter the code from your authenticator app.',
  },
  TWO_FACTOR_INVALID: {
    he: 'הקוד שגוי או שפג תוקפו. יש להזין את הקוד המוצג כעת.',
    en: 'The code is wrong or has expired. Enter the code shown now.',
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    he: 'לחשבון זה נדרש אימות דו-שלבי. יש להגדיר אפליקציית אימות.',
    en: 'This account needs two-step sign-in. Set up an authenticator app.',
  },
}

export function secondFactorError(
  req: PayloadRequest,
  code: SecondFactorCode,
  details: Record<string, unknown> = {},
): APIError {
  const message = adminMessage(req, secondFactorMessages[code])
  return new APIError(message, 401, { code, ...details }, true)
}
