import { ownPaymentRequestPdfRoute } from '@/contracts/settlement'
import { pdfAnswer, routeHandler } from '@/server/http/route-handler'
import { paymentRequestPdf } from '@/server/investments/payment-requests/payment-request-pdf'

/**
 * The contract: src/contracts/settlement.ts. Read as the investor, through the collection's access:
 * another investor's request is answered as absent (404).
 */
export const GET = routeHandler(
  ownPaymentRequestPdfRoute,
  async ({ payload, request, signedIn, params }) => {
    return pdfAnswer(
      await paymentRequestPdf(payload, {
        requestId: Number(params.id),
        // The document's language, not only the refusals': read as asked (the envelope's `locale`).
        locale: request.nextUrl.searchParams.get('locale'),
        user: { ...signedIn.investor, collection: 'investors' },
      }),
    )
  },
)
