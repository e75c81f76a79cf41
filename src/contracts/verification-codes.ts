import {
  otpChallengeAnswerSchema,
  otpMethods,
  otpSendSchema,
  otpVerifySchema,
} from '@/domain/otp/otp-rules'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

const codesTag = 'Verification codes'
const success = z.object({ success: z.literal(true) })
const seconds = z.number().int()

/**
 * The ticket of the login (or registration) that asked for a code, for an API client; the site
 * sends it as a cookie. Anything but a string is ignored, as the cookie is then read.
 */
const verificationTicket = z
  .string()
  .optional()
  .catch(undefined)
  .meta({ description: 'The `verification_token` of the login’s answer (else its cookie).' })

const codeSentSchema = z.object({
  success: z.literal(true),
  challenge_id: z.string(),
  method: z.enum(otpMethods),
  sent_to: z.string().meta({ description: 'The phone masked, or the e-mail address.' }),
  expires_in: seconds,
  resend_in: seconds,
})

export const otpConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/otp/config',
  summary: 'Whether sign-in asks for a one-time code, and how codes are sent by default',
  description: 'Spec 7. The administrator’s settings (Account security).',
  tag: codesTag,
  caller: 'anyone',
  input: z.object({}),
  output: z.object({ enabled: z.boolean(), defaultMethod: z.enum(otpMethods) }),
  errors: [],
})

/** What sending a code takes and may refuse, first time or again. */
const codeRequest = otpSendSchema.extend({ verification_token: verificationTicket })
const codeRequestErrors = ['VERIFICATION_NOT_STARTED', 'OTP_SEND_FAILED', 'RATE_LIMITED'] as const

const sendDescription =
  'to the phone (or e-mail address) on file of the account named by the ticket; a `phone` sent is ignored. Codes to one destination are at least 60 s apart, five an hour per destination and per IP.'

export const sendOtpRoute = defineRoute({
  method: 'POST',
  path: '/api/otp/send',
  summary: 'Sends a one-time code to verify the account',
  description: `Spec 7. A code ${sendDescription} Asked again within 60 s, it answers with the code already on its way.`,
  tag: codesTag,
  caller: 'anyone',
  input: codeRequest,
  output: codeSentSchema,
  errors: codeRequestErrors,
})

export const resendOtpRoute = defineRoute({
  method: 'POST',
  path: '/api/otp/resend',
  summary: 'Sends a new one-time code, replacing the one sent',
  description: `Spec 7. A new code ${sendDescription} Within 60 s of the last one, RATE_LIMITED.`,
  tag: codesTag,
  caller: 'anyone',
  input: codeRequest,
  output: codeSentSchema,
  errors: codeRequestErrors,
})

export const verifyOtpRoute = defineRoute({
  method: 'POST',
  path: '/api/otp/verify',
  summary: 'Checks the one-time code: the phone (or e-mail address) is verified',
  description:
    'Spec 7 and 4. The ticket’s holder answers their account’s newest code (five wrong guesses end it); the ticket is spent and its cookie cleared. The site then signs in with the password it kept in memory.',
  tag: codesTag,
  caller: 'anyone',
  input: otpVerifySchema.extend({ verification_token: verificationTicket }),
  output: success,
  errors: ['VERIFICATION_NOT_STARTED', 'OTP_INVALID', 'RATE_LIMITED'],
})

export const answerOtpChallengeRoute = defineRoute({
  method: 'POST',
  path: '/api/verify-otp',
  summary: 'Answers a one-time code’s challenge and signs in at once',
  description:
    'Spec 7, for clients that do not keep the password. The ticket must be the challenge’s account’s; it is spent. The session is a cookie, or with `"session": "bearer"` the `token` answered. With two-step sign-in on, no session yet (`token` null, `requires_second_factor`): the ticket for `POST /api/login/second-factor` (a cookie, or `second_factor_token` for bearer clients).',
  tag: codesTag,
  caller: 'anyone',
  input: otpChallengeAnswerSchema.extend({
    verification_token: verificationTicket,
    // Anything but `bearer` is a cookie session, as before.
    session: z
      .enum(['cookie', 'bearer'])
      .optional()
      .catch(undefined)
      .meta({ description: '`bearer`: the session’s token in the answer; else a cookie.' }),
  }),
  output: z.object({
    success: z.literal(true),
    token: z.string().nullable(),
    token_type: z.literal('Bearer'),
    expires_in: seconds.nullable(),
    user_id: z.number().int(),
    requires_second_factor: z.boolean(),
    second_factor_token: z.string().optional(),
  }),
  errors: ['VERIFICATION_NOT_STARTED', 'OTP_INVALID', 'RATE_LIMITED'],
})

export const verificationCodeRoutes = [
  otpConfigRoute,
  sendOtpRoute,
  resendOtpRoute,
  verifyOtpRoute,
  answerOtpChallengeRoute,
]
