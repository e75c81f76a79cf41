import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { sendBankDetails } from '@/server/payment-requests/send-bank-details'

/**
 * Spec 7, POST /api/investor/send-bank-details `{ invoice_id }`: e-mails the investor the bank
 * details of their open payment request, its PDF attached; answers `{ sent: true }`.
 */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    return ok(await sendBankDetails(context.payload, investor, context.body), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  },
  { sendsEmail: true },
)
