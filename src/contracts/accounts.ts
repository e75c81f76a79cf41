import { accountKinds } from '@/domain/auth/account-kind'
import {
  activationSchema,
  companyRegistrationSchema,
  registrationSchema,
} from '@/domain/auth/credentials-schema'
import { linkTokenContentSchema } from '@/domain/links/link-token-content'
import * as z from '@/domain/zod'

import { linkToken } from './link-token-field'
import { defineRoute } from './route-contract'

const tag = 'Account'
const success = z.object({ success: z.literal(true) })
const accountId = z.number().int()
const accountKind = z.enum(accountKinds)

/** The registration's kind decides which form's rules apply (investor, the default, or company). */
const registrationRequestSchema = z.discriminatedUnion(
  'accountKind',
  [
    registrationSchema.safeExtend({ accountKind: z.literal('investor').default('investor') }),
    companyRegistrationSchema.safeExtend({ accountKind: z.literal('company') }),
  ],
  { error: 'choiceInvalid' },
)

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/api/register',
  summary: 'Opens an investor’s or a capital-raising company’s account',
  description:
    'Spec 7, 4 and 6. A company’s account is its contact person’s (`name`) with the company’s name and number; it cannot invest. The account is not signed in (`POST /api/login` next) and gets an activation link by e-mail. Where the phone must be verified, the answer says so and the ticket for the one-time code calls comes as a cookie. An address already registered is REGISTRATION_FAILED (its owner is told by e-mail); an IP gets 10 tries an hour. The spec’s `check`, `role` and `autoactivation` are accepted and ignored.',
  tag,
  caller: 'anyone',
  input: registrationRequestSchema,
  output: z.object({
    id: accountId,
    user_id: accountId,
    requires_phone_verification: z.boolean(),
    phone_number: z.string().meta({ description: 'The phone, masked.' }),
  }),
  status: 201,
  errors: ['RATE_LIMITED', 'REGISTRATION_FAILED'],
})

export const userExistsRoute = defineRoute({
  method: 'GET',
  path: '/api/user-exists/{email}',
  // Any text: the address is checked as the registration checks it (VALIDATION_FAILED).
  params: { email: /^.+$/s },
  summary: 'Whether an e-mail address has an account',
  description:
    'Spec 7, for invitation links (login or registration). It tells whether an address has an account, so an IP gets 10 answers an hour.',
  tag,
  caller: 'anyone',
  input: z.object({}),
  output: z.object({ data: z.boolean() }),
  errors: ['RATE_LIMITED'],
})

export const activateAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/confirm/activate',
  summary: 'Confirms an e-mail address from its link',
  description:
    'Spec 7 and 8. The `code` of a new account’s activation link, or of an address change’s link (the account moves to the new address and the old one is told). Answers which, and the kind of account. A used activation link is ALREADY_CONFIRMED.',
  tag,
  caller: 'anyone',
  input: activationSchema,
  output: z.object({ confirmed: z.enum(['account', 'new-email']), accountKind }),
  errors: ['RATE_LIMITED', 'LINK_INVALID', 'ALREADY_CONFIRMED'],
})

export const resendActivationRoute = defineRoute({
  method: 'POST',
  path: '/api/confirm/resend',
  summary: 'E-mails a new activation link to the signed-in account',
  description: 'For an account whose address is not confirmed yet: 3 an hour.',
  tag,
  caller: 'investor',
  input: z.object({}),
  output: success,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'ALREADY_CONFIRMED', 'RATE_LIMITED'],
})

export const openLinkTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/link-token/open',
  summary: 'What a `?token=` link carries: an invitation or a transaction',
  description:
    'Spec 4. Only the server holds the key: a forged, altered or expired token is LINK_INVALID.',
  tag,
  caller: 'anyone',
  input: z.object({ token: linkToken }),
  output: linkTokenContentSchema,
  errors: ['LINK_INVALID'],
})

export const accountRoutes = [
  registerRoute,
  userExistsRoute,
  activateAccountRoute,
  resendActivationRoute,
  openLinkTokenRoute,
]
