import { listOwnInvoicesRoute } from '@/contracts/investments'
import { routeHandler } from '@/server/http/route-handler'
import { readOwnInvoices } from '@/server/investments/payment-requests/read-own-invoices'

/** The contract: src/contracts/investments.ts. */
export const GET = routeHandler(listOwnInvoicesRoute, async (context) => {
  const { investor } = context.signedIn
  return readOwnInvoices(context.payload, investor)
})
