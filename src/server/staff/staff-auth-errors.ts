import { APIError, ValidationError, type PayloadRequest } from 'payload'

import { adminMessage } from '@/domain/admin-message'

/**
 * Errors of staff sign-in and staff passwords, in Payload's answer shape (`errors[0].message` in
 * the admin's language, `errors[0].data` with a `code` or the field errors). Each carries its own
 * answer, given by the collection's `afterError` hook (answerStaffError): Payload's formatter
 * tells its errors apart with `instanceof`, which fails in the production build, where Payload's
 * classes exist in several bundled copies, and the answer became "An unknown error occurred".
 */
export type StaffErrorAnswer = {
  status: number
  body: { errors: { name: string; message: string; data: Record<string, unknown> }[] }
}

type Answered<E> = E & { staffAnswer: StaffErrorAnswer }

function answered<E extends Error>(error: E, status: number, data: Record<string, unknown>) {
  const body = { errors: [{ name: error.name, message: error.message, data }] }
  return Object.assign(error, { staffAnswer: { status, body } }) as Answered<E>
}

export function staffErrorAnswer(error: unknown): StaffErrorAnswer | null {
  return (error as { staffAnswer?: StaffErrorAnswer } | null)?.staffAnswer ?? null
}

/** An unknown address and a wrong password: one answer. */
export function wrongCredentials(req: PayloadRequest): Error {
  const message = req.t('error:emailOrPasswordIncorrect')
  return answered(new APIError(message, 401, undefined, true), 401, {
    code: 'INVALID_CREDENTIALS',
  })
}

export function tooManyAttempts(req: PayloadRequest, retryAfterSeconds: number): Error {
  req.responseHeaders = new Headers({ 'Retry-After': String(retryAfterSeconds) })
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const message = adminMessage(req, {
    he: `יותר מדי ניסיונות. אפשר לנסות שוב בעוד ${minutes} דקות.`,
    en: `Too many attempts. Try again in ${minutes} minutes.`,
  })
  const data = { code: 'RATE_LIMITED', retryAfterSeconds }
  return answered(new APIError(message, 429, data, true), 429, data)
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
): Error {
  const message = adminMessage(req, secondFactorMessages[code])
  const data = { code, ...details }
  return answered(new APIError(message, 401, data, true), 401, data)
}

/** A refused value of a staff account's field (a password), shown under that field. */
export function staffFieldError(path: string, message: string): Error {
  const errors = [{ path, message }]
  const error = new ValidationError({ collection: 'users', errors })
  return answered(error, 400, { collection: 'users', errors })
}
