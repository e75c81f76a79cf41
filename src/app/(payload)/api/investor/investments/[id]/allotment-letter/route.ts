import { ownAllotmentLetterRoute } from '@/contracts/settlement'
import { pdfAnswer, routeHandler } from '@/server/http/route-handler'
import { allotmentLetterPdf } from '@/server/investments/raise/allotment-letter-pdf'

/**
 * The contract: src/contracts/settlement.ts. Read as the investor, through the collection's access:
 * another investor's investment is answered as absent (404).
 */
export const GET = routeHandler(
  ownAllotmentLetterRoute,
  async ({ payload, request, signedIn, params }) => {
    return pdfAnswer(
      await allotmentLetterPdf(payload, {
        investmentId: Number(params.id),
        user: { ...signedIn.investor, collection: 'investors' },
        // The letter's language, not only the refusals': read as asked (the envelope's `locale`).
        locale: request.nextUrl.searchParams.get('locale'),
      }),
    )
  },
)
