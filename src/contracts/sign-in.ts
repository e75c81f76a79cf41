import { accountKinds } from '@/domain/auth/account-kind'
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '@/domain/auth/credentials-schema'
import { socialProviders } from '@/domain/auth/social-sign-in'
import { signInCodeSchema } from '@/domain/auth/two-factor-schema'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'
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

export const requestPasswordResetRoute = defineRoute({
  method: 'POST',
  path: '/api/password/email',
  summary: 'E-mails a link to choose a new password',
  description:
    'Spec 7. The same answer whether or not the address has an account; the e-mail goes after the answer, at most 3 an hour to an address.',
  tag: signInTag,
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
  tag: signInTag,
  caller: 'anyone',
  input: resetPasswordSchema,
  output: success,
  errors: ['RATE_LIMITED', 'LINK_INVALID'],
})

export const signInRoutes = [
  loginRoute,
  secondFactorRoute,
  socialProvidersRoute,
  socialSignInRoute,
  requestPasswordResetRoute,
  resetPasswordRoute,
]
