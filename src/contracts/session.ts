import { accountKinds } from '@/domain/auth/account-kind'
import * as z from '@/domain/zod'
import { locales } from '@/i18n/locales'

import { defineRoute } from './route-contract'

// Apart from the other account routes because every page loads these two (the account's state in
// the header): a contract module goes into the browser whole, schemas and texts, with all it imports
// (the registration's phone rules are 64 kB).

export const currentAccountRoute = defineRoute({
  method: 'GET',
  path: '/api/user',
  summary: 'The signed-in account',
  description:
    'Spec 7 and 3. A visitor is UNAUTHENTICATED; a session that has ended is SESSION_EXPIRED (its cookies cleared).',
  tag: 'Account',
  caller: 'investor',
  input: z.object({}),
  output: z.object({
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      emailVerified: z.boolean(),
      phoneVerified: z.boolean(),
      agree_for_newsletter: z.boolean(),
      scope: z.string().nullable(),
      role: z.union([z.literal(1), z.literal(2)]).meta({ description: '1 investor, 2 company.' }),
      accountKind: z.enum(accountKinds),
      companyName: z.string().nullable().meta({ description: 'A company’s; else null.' }),
      companyNumber: z.string().nullable(),
      locale: z.enum(locales),
      twoFactorEnabled: z.boolean(),
      avatarUrl: z.string().nullable().meta({ description: 'The profile picture, or null.' }),
    }),
  }),
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
})

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/logout',
  summary: 'Signs out',
  description:
    'Spec 7. Ends the session presented (cookie or bearer token), if any, and clears the session, `signed_in` and `investorFormData` cookies.',
  tag: 'Sign-in',
  caller: 'anyone',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
  errors: [],
})

export const sessionRoutes = [currentAccountRoute, logoutRoute]
