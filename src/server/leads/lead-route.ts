import type { LeadType } from '@/domain/leads/lead-kinds'
import { apiHandler, ok, type ApiContext } from '@/server/http/api-handler'

import { submitLead } from './submit-lead'

/**
 * The handler of the lead contracts (src/contracts/leads.ts): `POST /api/leads` (`type` from the
 * body) and the footer form's spec call (`type` fixed). The contract checks the form's fields; the
 * lead is stored from the whole body, which carries where it was sent from and the campaign fields.
 */
export const storeLead =
  (type?: LeadType) =>
  async ({ payload, body, client }: ApiContext) => {
    await submitLead(payload, body, client, type)
    return { success: true as const }
  }

/** The staff's e-mail about the lead goes after the answer. */
export const leadRouteOptions = { sendsEmail: true }

/**
 * The timeout popup's call at the spec's page address (`/form/timeout`), outside the API and so
 * without a contract: the same lead, for one form's schema.
 */
export function leadRoute(type: LeadType) {
  return apiHandler(async (context) => {
    await storeLead(type)(context)
    return ok({ success: true }, { status: 201 })
  }, leadRouteOptions)
}
