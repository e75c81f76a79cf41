import { footerLeadRoute } from '@/contracts/leads'
import { routeHandler } from '@/server/http/route-handler'
import { leadRouteOptions, storeLead } from '@/server/leads/lead-route'

/**
 * Spec 7: the footer contact form's call, kept under its original name. The contract:
 * src/contracts/leads.ts.
 */
export const POST = routeHandler(footerLeadRoute, storeLead('general'), leadRouteOptions)
