import { changeEmailSchema, changePasswordSchema } from '@/domain/auth/credentials-schema'
import { confirmTwoFactorSchema, turnOffTwoFactorSchema } from '@/domain/auth/two-factor-schema'
import { phoneChangeCodeSchema, phoneChangeSchema } from '@/domain/otp/otp-rules'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

const settingsTag = 'Account settings'
const signedInErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED'] as const
const success = z.object({ success: z.literal(true) })
const seconds = z.number().int()

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
  changeEmailRoute,
  changePasswordRoute,
  startTwoFactorSetupRoute,
  confirmTwoFactorSetupRoute,
  turnOffTwoFactorRoute,
  startPhoneChangeRoute,
  confirmPhoneChangeRoute,
]
