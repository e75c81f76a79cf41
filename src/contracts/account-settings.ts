import { changeEmailSchema, changePasswordSchema } from '@/domain/auth/credentials-schema'
import { confirmTwoFactorSchema, turnOffTwoFactorSchema } from '@/domain/auth/two-factor-schema'
import {
  otpChallengeAnswerSchema,
  otpMethods,
  otpSendSchema,
  otpVerifySchema,
  phoneChangeCodeSchema,
  phoneChangeSchema,
} from '@/domain/otp/otp-rules'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

const settingsTag = 'Account settings'
const codesTag = 'Verification codes'
const signedInErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED'] as const
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

export const changeEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/user/change-email',
  summary: 'Changes the account’s e-mail address, once the new one confirms',
  description:
    'Spec 7. The current password is required (`fields.currentPassword` when wrong). A link goes to the new address; nothing changes until it is opened. An address that has an account is told so instead; the answer is the same.',
  tag: settingsTag,
  caller: 'investor',
  input: changeEmailSchema,
  output: success,
  errors: [...signedInErrors, 'RATE_LIMITED'],
})

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/user/change-password',
  summary: 'Changes the account’s password',
  description:
    'Spec 7. The current password is required (`fields.currentPassword` when wrong); the new one follows the password policy. The other sessions end, this one stays; the owner is e-mailed.',
  tag: settingsTag,
  caller: 'investor',
  input: changePasswordSchema,
  output: success,
  errors: [...signedInErrors, 'RATE_LIMITED'],
})

export const startTwoFactorSetupRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/user/two-factor/setup',
  summary: 'Starts turning on two-step sign-in: a new authenticator key',
  description:
    'The key (base32), its `otpauth://` URI and QR code (SVG), kept pending until a code confirms it; asking again replaces it.',
  tag: settingsTag,
  caller: 'investor',
  input: z.object({}),
  output: z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() }),
  errors: [...signedInErrors, 'RATE_LIMITED', 'TWO_FACTOR_ALREADY_ON'],
})

export const confirmTwoFactorSetupRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/user/two-factor/confirm',
  summary: 'Turns two-step sign-in on with the first code of the pending key',
  description:
    'Answers ten recovery codes, this once (only their hashes are kept). Audited `investor.two-factor-enabled`.',
  tag: settingsTag,
  caller: 'investor',
  input: confirmTwoFactorSchema,
  output: z.object({ recovery_codes: z.array(z.string()) }),
  errors: [
    ...signedInErrors,
    'RATE_LIMITED',
    'TWO_FACTOR_ALREADY_ON',
    'TWO_FACTOR_SETUP_NOT_STARTED',
    'TWO_FACTOR_CODE_INVALID',
  ],
})

export const turnOffTwoFactorRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/user/two-factor/disable',
  summary: 'Turns two-step sign-in off',
  description:
    'The current password (`fields.currentPassword` when wrong) and a code from the app or a recovery code. Audited `investor.two-factor-disabled`.',
  tag: settingsTag,
  caller: 'investor',
  input: turnOffTwoFactorSchema,
  output: success,
  errors: [...signedInErrors, 'RATE_LIMITED', 'TWO_FACTOR_NOT_ON', 'TWO_FACTOR_CODE_INVALID'],
})

export const startPhoneChangeRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/change-phone',
  summary: 'Sends a code by text message to a new phone number',
  description:
    'The number is checked as registration checks it (`fields.phone.key = "samePhone"` for the verified number the account has). The account keeps its number until the code comes back (`POST /api/catalog/change-phone/verify`); the sign-in codes’ limits apply.',
  tag: settingsTag,
  caller: 'investor',
  input: phoneChangeSchema,
  output: z.object({
    challengeId: z.string(),
    sentTo: z.string().meta({ description: 'The new number, masked.' }),
    expiresInSeconds: seconds,
    resendInSeconds: seconds,
  }),
  errors: [...signedInErrors, 'RATE_LIMITED', 'OTP_SEND_FAILED'],
})

export const confirmPhoneChangeRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/change-phone/verify',
  summary: 'Confirms the new phone number with the code sent to it',
  description:
    'The account takes the number, verified. A wrong, spent or expired code is OTP_INVALID.',
  tag: settingsTag,
  caller: 'investor',
  input: phoneChangeCodeSchema,
  output: z.object({ phone: z.string().meta({ description: 'The new number (E.164).' }) }),
  errors: [...signedInErrors, 'RATE_LIMITED', 'OTP_INVALID'],
})

export const accountSettingsRoutes = [
  otpConfigRoute,
  sendOtpRoute,
  resendOtpRoute,
  verifyOtpRoute,
  answerOtpChallengeRoute,
  changeEmailRoute,
  changePasswordRoute,
  startTwoFactorSetupRoute,
  confirmTwoFactorSetupRoute,
  turnOffTwoFactorRoute,
  startPhoneChangeRoute,
  confirmPhoneChangeRoute,
]
