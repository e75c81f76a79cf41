import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

/**
 * The investor's request to be e-mailed when a coming project's raise opens (issue 17). Apart from
 * the profile's contracts (which list these too) so that the project page, the only one calling
 * them, does not load the profile's schemas.
 */
const tag = 'Raise alerts'
/** A PostgreSQL integer id (the handler refuses one past its range as NOT_FOUND too). */
const project = { project: /^[1-9]\d{0,9}$/ }
const notFoundIfUnseen =
  'A project the investor may not see (a draft, not public, unknown) is NOT_FOUND.'

export const raiseAlertRoute = defineRoute({
  method: 'GET',
  path: '/api/investor/raise-alerts/{project}',
  params: project,
  summary: 'Whether the investor asked to be told when the project’s raise opens',
  tag,
  caller: 'investor',
  input: z.object({}),
  output: z.object({ asked: z.boolean() }),
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND'],
})

export const askRaiseAlertRoute = defineRoute({
  method: 'POST',
  path: '/api/investor/raise-alerts/{project}',
  params: project,
  summary: 'Asks to be e-mailed when the project’s raise opens',
  description: `Only while the project is coming soon (else RAISE_ALERT_CLOSED), never for a company account (COMPANY_ACCOUNT). Asking again changes nothing. When the raise opens, everyone who asked is e-mailed once, in their account's language. ${notFoundIfUnseen}`,
  tag,
  caller: 'investor',
  input: z.object({}),
  output: z.object({ asked: z.literal(true) }),
  errors: [
    'UNAUTHENTICATED',
    'SESSION_EXPIRED',
    'NOT_FOUND',
    'COMPANY_ACCOUNT',
    'RAISE_ALERT_CLOSED',
    'RATE_LIMITED',
  ],
})

export const withdrawRaiseAlertRoute = defineRoute({
  method: 'DELETE',
  path: '/api/investor/raise-alerts/{project}',
  params: project,
  summary: 'Takes back the request to be told when the project’s raise opens',
  description:
    'Whatever the project’s status; answered the same when there was nothing to take back.',
  tag,
  caller: 'investor',
  input: z.object({}),
  output: z.object({ asked: z.literal(false) }),
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND', 'RATE_LIMITED'],
})

export const raiseAlertRoutes = [raiseAlertRoute, askRaiseAlertRoute, withdrawRaiseAlertRoute]
