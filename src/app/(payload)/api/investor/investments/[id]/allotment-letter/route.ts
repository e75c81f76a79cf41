import { NextResponse, type NextRequest } from 'next/server'

import { AppError } from '@/server/errors/app-error'
import { apiHandler } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { allotmentLetterPdf } from '@/server/investments/raise/allotment-letter-pdf'

type Params = { params: Promise<{ id: string }> }

/**
 * GET /api/investor/investments/{id}/allotment-letter[?locale=he|en]: the investor's own allotment
 * letter (PDF) once the raise succeeded and the investment is approved; another investor's is
 * answered as absent (404), a visitor 401.
 */
export function GET(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) => {
    const { investor } = await requireInvestor(context)
    const { id } = await params
    if (!/^[1-9]\d{0,9}$/.test(id)) throw new AppError('NOT_FOUND')
    const { filename, pdf, locale } = await allotmentLetterPdf(context.payload, {
      investmentId: Number(id),
      user: { ...investor, collection: 'investors' },
      locale: request.nextUrl.searchParams.get('locale'),
    })
    return new NextResponse(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${filename}"`,
        'Content-Language': locale,
        'Cache-Control': 'private, no-store',
      },
    })
  })(request)
}
