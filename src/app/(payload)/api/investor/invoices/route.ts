import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readOwnInvoices } from '@/server/payment-requests/read-own-invoices'

/**
 * Spec 7, GET /api/investor/invoices: `{ invoices: [{ id, number, investment, amount (minor
 * units), currency, status, pdfUrl, createdAt }] }`, the investor's own payment requests, newest
 * first.
 */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  return ok(await readOwnInvoices(context.payload, investor), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
