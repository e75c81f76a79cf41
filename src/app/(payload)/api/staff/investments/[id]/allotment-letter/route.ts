import { staffAllotmentLetterRoute } from '@/contracts/settlement'
import { pdfAnswer, routeHandler } from '@/server/http/route-handler'
import { allotmentLetterPdf } from '@/server/investments/raise/allotment-letter-pdf'

/** The contract: src/contracts/settlement.ts. By default in the investor's language. */
export const GET = routeHandler(
  staffAllotmentLetterRoute,
  async ({ payload, request, staff, params }) => {
    return pdfAnswer(
      await allotmentLetterPdf(payload, {
        investmentId: Number(params.id),
        user: staff,
        // The letter's language, not only the refusals': read as asked (the envelope's `locale`).
        locale: request.nextUrl.searchParams.get('locale'),
      }),
    )
  },
)
