import type { LeadType } from '@/domain/leads/lead-kinds'
import { apiHandler, ok } from '@/server/http/api-handler'

import { submitLead } from './submit-lead'

/** The lead endpoint, for one form (`type` fixed by the route) or for any (`type` from the body). */
export function leadRoute(type?: LeadType) {
  return apiHandler(
    async ({ payload, body, client }) => {
      await submitLead(payload, body, client, type)
      return ok({ success: true }, { status: 201 })
    },
    { sendsEmail: true },
  )
}
