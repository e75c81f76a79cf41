import { sendBankDetailsRoute } from '@/contracts/investments'
import { isLocale } from '@/i18n/locales'
import { routeHandler } from '@/server/http/route-handler'
import { sendBankDetails } from '@/server/investments/payment-requests/send-bank-details'

/** The contract: src/contracts/investments.ts. */
export const POST = routeHandler(
  sendBankDetailsRoute,
  async (context) => {
    const { investor } = context.signedIn
    const named = context.body.locale
    return sendBankDetails(
      context.payload,
      investor,
      context.input.invoice_id,
      isLocale(named) ? named : null,
    )
  },
  { sendsEmail: true },
)
