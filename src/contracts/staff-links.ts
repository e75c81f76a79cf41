import * as z from '@/domain/zod'

import { linkToken } from './link-token-field'
import { defineRoute } from './route-contract'
const signInTag = 'Sign-in'

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

export const staffLinkRoutes = [
  openStaffSetupRoute,
  completeStaffSetupRoute,
  undoStaffEmailChangeRoute,
]
