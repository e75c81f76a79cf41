import { accountKinds } from '@/domain/auth/account-kind'
import {
  activationSchema,
  companyRegistrationSchema,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@/domain/auth/credentials-schema'
import { socialProviders } from '@/domain/auth/social-sign-in'
import { signInCodeSchema } from '@/domain/auth/two-factor-schema'
import { investorTypes, typeVerificationStates } from '@/domain/investors/investor-type'
import { linkTokenContentSchema } from '@/domain/links/link-token-content'
import { profileSteps } from '@/domain/investors/profile-completeness'
import { profileUpdateSchema } from '@/domain/investors/profile-schema'
import { documentKinds } from '@/domain/kyc/document-kinds'
import { kycStatuses } from '@/domain/kyc/kyc-status'
import * as z from '@/domain/zod'
import { locales } from '@/i18n/locales'

import { defineRoute } from './route-contract'

const tag = 'Account'
const nullableDate = z.string().nullable()

/**
 * The signed-in investor's profile as the profile page shows it: the fields they entered (ID and
 * passport numbers masked), the identity check, the investor type and what is still missing.
 */
export const ownProfileSchema = z.object({
  profile: z
    .looseObject({
      idNumber: z.string().nullable(),
      passportNumber: z.string().nullable(),
      newsletter: z.boolean(),
      avatarUrl: z.string().nullable(),
    })
    .meta({ description: 'The fields of `POST /api/catalog/update-profile`, as stored.' }),
  identityCheck: z.object({
    status: z.enum(kycStatuses),
    reason: z.string().nullable(),
    submittedAt: nullableDate,
    decidedAt: nullableDate,
  }),
  investorType: z.object({
    declared: z.enum(investorTypes),
    verification: z.enum(typeVerificationStates),
    effective: z.enum(investorTypes),
    reason: z.string().nullable(),
  }),
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(documentKinds.map((entry) => entry.value)),
      url: z.string().nullable(),
      mimeType: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  selfieRequired: z.boolean(),
  completeness: z.object({
    missing: z.array(z.enum(profileSteps)),
    next: z.enum(profileSteps).nullable(),
    percent: z.number().int(),
  }),
})

/** The account id in the path must be the caller's own: another is answered as absent. */
const ownId = { id: /^\d{1,12}$/ }

export const ownProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/user/investor/{id}',
  params: ownId,
  summary: 'The signed-in investor’s profile',
  description: 'Spec 7. `{id}` is the caller’s account id (`GET /api/user`); another is NOT_FOUND.',
  tag,
  caller: 'investor',
  input: z.object({}),
  output: ownProfileSchema,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND'],
})

export const updateOwnProfileRoute = defineRoute({
  method: 'POST',
  path: '/api/user/investor/{id}',
  specPath: '/user/investor/{id}',
  params: ownId,
  summary: 'Changes some fields of the signed-in investor’s profile, and answers the profile',
  description:
    'Spec 7. The same partial update as `POST /api/catalog/update-profile`: any subset of its fields, each checked; a field it does not know is refused.',
  tag,
  caller: 'investor',
  input: profileUpdateSchema,
  output: ownProfileSchema,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND', 'IDENTITY_LOCKED'],
})

const signInTag = 'Sign-in'
const success = z.object({ success: z.literal(true) })
const accountId = z.number().int()
const accountKind = z.enum(accountKinds)
const seconds = z.number()

/** Anything but `bearer` is the site's cookie session, as before. */
const sessionTransport = z.enum(['cookie', 'bearer']).optional().catch(undefined).meta({
  description:
    '`bearer`: an API client’s session, its token in the answer; otherwise the site’s HttpOnly cookie.',
})

/**
 * The spec names the address `login`; `email` is taken too, `login` first when both are sent.
 * (The parameter's type is what callers send; any other body reaches the schema unchanged.)
 */
const loginRequestSchema = z.preprocess(
  (body: { login?: string; email?: string; password: string; session?: 'cookie' | 'bearer' }) => {
    if (!body || typeof body !== 'object') return body
    const { login, ...rest } = body
    return { ...rest, email: login ?? rest.email }
  },
  loginSchema
    .extend({
      email: loginSchema.shape.email.meta({ description: 'The account’s address (or `login`).' }),
      login: z.string().optional().meta({ description: 'The spec’s name for `email`.' }),
      session: sessionTransport,
    })
    // `login` or `email`: the schema's own `required` would ask for `email`.
    .meta({ override: ({ jsonSchema }) => void (jsonSchema.required = ['password']) }),
)

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/api/login',
  summary: 'Signs in with the e-mail address and password',
  description:
    'Spec 7 and 4. The site gets the session as an HttpOnly cookie (and the browser becomes a known device of the account); with `"session": "bearer"` the `token` is answered instead. No session starts while the phone must be verified (`requires_phone_verification`: the ticket for the one-time code calls, a cookie or `verification_token`) or while two-step sign-in waits for its code (`requires_second_factor`: the ticket for `POST /api/login/second-factor`, a cookie or `second_factor_token`). An unknown address and a wrong password answer alike; wrong passwords slow the address down and block it for the IP (PASSWORD_ENTRY_BLOCKED, with `until`). An expired password answers PASSWORD_EXPIRED with a `resetToken` for `POST /api/password/reset`.',
  tag: signInTag,
  caller: 'anyone',
  input: loginRequestSchema,
  output: z.object({
    token: z.string().nullable().meta({ description: 'A bearer session’s token; else null.' }),
    token_type: z.literal('Bearer'),
    expires_in: seconds.nullable().meta({ description: 'The session’s lifetime; null: none yet.' }),
    requires_phone_verification: z.boolean(),
    phone_number: z.string().nullable().meta({ description: 'The phone on file, masked.' }),
    user_id: accountId,
    email_verified: z.boolean(),
    account_kind: accountKind,
    requires_second_factor: z.boolean(),
    second_factor_token: z.string().optional(),
    verification_token: z.string().optional(),
  }),
  errors: [
    'INVALID_CREDENTIALS',
    'PASSWORD_ENTRY_BLOCKED',
    'RATE_LIMITED',
    'ACCOUNT_LOCKED',
    'PASSWORD_EXPIRED',
  ],
})

export const secondFactorRoute = defineRoute({
  method: 'POST',
  path: '/api/login/second-factor',
  summary: 'Completes a two-step sign-in with the authenticator’s code',
  description:
    'The code from the authenticator app, or an unused recovery code (spent, and audited), with the ticket of the password step: `second_factor_token`, or the site’s cookie. The session starts as `POST /api/login` would start it; the ticket is spent. Wrong codes are counted per account and address.',
  tag: signInTag,
  caller: 'anyone',
  input: signInCodeSchema.extend({
    second_factor_token: z
      .string()
      .optional()
      .catch(undefined)
      .meta({ description: 'The login’s `second_factor_token` (else its cookie).' }),
    session: sessionTransport,
  }),
  output: z.object({
    token: z.string().nullable().meta({ description: 'A bearer session’s token; else null.' }),
    token_type: z.literal('Bearer'),
    expires_in: seconds,
    user_id: accountId,
    email_verified: z.boolean(),
    account_kind: accountKind,
  }),
  errors: [
    'TWO_FACTOR_SIGN_IN_EXPIRED',
    'TWO_FACTOR_CODE_INVALID',
    'RATE_LIMITED',
    'ACCOUNT_LOCKED',
  ],
})

export const socialProvidersRoute = defineRoute({
  method: 'GET',
  path: '/api/social/providers',
  summary: 'The social sign-in providers this site is configured for',
  tag: signInTag,
  caller: 'anyone',
  input: z.object({}),
  output: z.object({ providers: z.array(z.enum(socialProviders)) }),
  errors: [],
})

export const socialSignInRoute = defineRoute({
  method: 'GET',
  path: '/api/social/{provider}',
  params: { provider: new RegExp(`^(${socialProviders.join('|')})$`) },
  summary: 'Goes to the provider’s sign-in page',
  description:
    'Spec 4. A redirect to the provider’s authorization page (with `state`, and PKCE for Google), remembered in a short-lived cookie; the provider sends the person back to `/callback`, which returns them to `return`. A provider this site is not configured for is NOT_FOUND.',
  tag: signInTag,
  caller: 'anyone',
  input: z.object({
    return: z.string().optional().meta({ description: 'The site’s page to come back to.' }),
  }),
  output: z.never(),
  produces: 'redirect',
  errors: ['NOT_FOUND'],
})

/**
 * The token of an e-mailed or `?token=` link. Anything but a string is no token: LINK_INVALID,
 * as a made-up one, not a refused field.
 */
const linkToken = z
  .string()
  .catch('')
  .meta({
    description: 'The token the link carries.',
    // Not sent is not a token, rather than a default of the field.
    override: ({ jsonSchema }) => void delete jsonSchema.default,
  })
const staffLinkToken = z.object({ token: linkToken })
/** A field of the setup form: anything but a string is taken as empty, and refused as such. */
const setupField = z.string().optional().catch(undefined)

export const openStaffSetupRoute = defineRoute({
  method: 'POST',
  path: '/api/staff-link/setup',
  summary: 'What a staff member’s setup link is for',
  description:
    'The staff setup page, for a live setup or enrolment link: the account’s address, whether the link sets the password, and the pending authenticator key (the same on every opening of the link; null when no factor is due). Uses nothing up; a used, replaced, expired or made-up link is LINK_INVALID.',
  tag: signInTag,
  caller: 'anyone',
  input: staffLinkToken,
  output: z.object({
    email: z.string(),
    choosesPassword: z.boolean(),
    enrolment: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }).nullable(),
  }),
  errors: ['RATE_LIMITED', 'LINK_INVALID'],
})

export const completeStaffSetupRoute = defineRoute({
  method: 'POST',
  path: '/api/staff-link/setup/complete',
  summary: 'Sets a staff member’s password and enrols their authenticator from the setup link',
  description:
    'The password (a setup link: at least 12 characters, not common, not built from the name or address) and the current code of the key `POST /api/staff-link/setup` showed, where one is due. Uses the link once and ends every session of the account; audited. Answers the recovery codes, shown once (null when no factor was enrolled). A refused field or code leaves the link usable; wrong codes count against the account’s limit.',
  tag: signInTag,
  caller: 'anyone',
  input: staffLinkToken.extend({
    password: setupField,
    confirmPassword: setupField,
    code: setupField,
  }),
  output: z.object({ recoveryCodes: z.array(z.string()).nullable() }),
  errors: ['RATE_LIMITED', 'LINK_INVALID'],
})

export const undoStaffEmailChangeRoute = defineRoute({
  method: 'POST',
  path: '/api/staff-link/undo-email',
  summary: 'Undoes a staff account’s change of address, from the link sent to the old one',
  description:
    'Once: restores the old address, ends every session, replaces the password with one nobody knows (whoever changed the address knew it) and e-mails a setup link to the restored address; the second factor stays. Audited. Answers the restored address.',
  tag: signInTag,
  caller: 'anyone',
  input: staffLinkToken,
  output: z.object({ email: z.string() }),
  errors: ['RATE_LIMITED', 'LINK_INVALID'],
})

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

export const requestPasswordResetRoute = defineRoute({
  method: 'POST',
  path: '/api/password/email',
  summary: 'E-mails a link to choose a new password',
  description:
    'Spec 7. The same answer whether or not the address has an account; the e-mail goes after the answer, at most 3 an hour to an address.',
  tag,
  caller: 'anyone',
  input: forgotPasswordSchema,
  output: success,
  errors: ['RATE_LIMITED'],
})

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/password/reset',
  summary: 'Sets a new password from the e-mailed link',
  description:
    'The `token` of the reset link (or of PASSWORD_EXPIRED’s `resetToken`). The password policy applies; the address counts as confirmed, every session ends, the owner is told by e-mail and the address’s sign-in blocks are lifted.',
  tag,
  caller: 'anyone',
  input: resetPasswordSchema,
  output: success,
  errors: ['RATE_LIMITED', 'LINK_INVALID'],
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
  ownProfileRoute,
  updateOwnProfileRoute,
  registerRoute,
  userExistsRoute,
  activateAccountRoute,
  resendActivationRoute,
  requestPasswordResetRoute,
  resetPasswordRoute,
  openLinkTokenRoute,
  loginRoute,
  secondFactorRoute,
  socialProvidersRoute,
  socialSignInRoute,
  openStaffSetupRoute,
  completeStaffSetupRoute,
  undoStaffEmailChangeRoute,
]
