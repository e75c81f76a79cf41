import type { CountryCode } from 'libphonenumber-js'

import * as z from '@/domain/zod'

import { toE164 } from '../phone'

/**
 * One-time codes for phone verification (spec 3, 4 and 9). The figures are security settings
 * sized so that a person never meets them while guessing stays hopeless: a six-digit code, five
 * wrong guesses per challenge and five codes an hour leave an attacker 25 tries in a million.
 */
export const otpRules = {
  codeLength: 6,
  validSeconds: 10 * 60,
  maxWrongGuesses: 5,
  /** Spec 9: the resend timer; also the least time between two codes to one destination. */
  resendAfterSeconds: 60,
} as const

export const otpMethods = ['sms', 'email'] as const
export type OtpMethod = (typeof otpMethods)[number]

export const otpCodePattern = new RegExp(`^\\d{${otpRules.codeLength}}$`)

const userIdField = z.coerce.number({ error: 'required' }).int().positive('required')
const codeField = z.string({ error: 'otpInvalid' }).trim().regex(otpCodePattern, 'otpInvalid')

/** POST /api/otp/send and /api/otp/resend. `phone` is accepted but the code goes to the number on file. */
export const otpSendSchema = z.object({
  user_id: userIdField,
  phone: z.string().max(40).optional(),
  method: z.enum(otpMethods, { error: 'badRequest' }).optional(),
})

/** POST /api/otp/verify. */
export const otpVerifySchema = z.object({ user_id: userIdField, code: codeField })

/** POST /api/verify-otp: a challenge answered directly, for clients that want a session back. */
export const otpChallengeAnswerSchema = z.object({
  challenge_id: z.string({ error: 'otpInvalid' }).min(10, 'otpInvalid').max(100, 'otpInvalid'),
  code: codeField,
})

/** The six boxes of the verification form: the digits a paste or a typed key contributes. */
export function codeDigits(text: string): string[] {
  return text.replace(/\D/g, '').slice(0, otpRules.codeLength).split('')
}

/** The profile's phone change: the new number, checked as registration checks it. */
export const phoneChangeSchema = z
  .object({
    phoneCountry: z.string({ error: 'phoneInvalid' }).regex(/^[A-Z]{2}$/, 'phoneInvalid'),
    phone: z.string({ error: 'required' }).trim().min(9, 'phoneMin').max(20, 'phoneMax'),
  })
  .refine((value) => toE164(value.phone, value.phoneCountry as CountryCode) !== null, {
    path: ['phone'],
    message: 'phoneInvalid',
  })

/** The code sent to the new number, with the challenge it answers. */
export const phoneChangeCodeSchema = otpChallengeAnswerSchema
