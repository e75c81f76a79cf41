import { NextResponse, type NextRequest } from 'next/server'

import { AppError } from '@/server/errors/app-error'
import { apiHandler } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { paymentRequestPdf } from '@/server/investments/payment-requests/payment-request-pdf'

type Params = { params: Promise<{ id: string }> }

/**
 * GET /api/investor/invoices/{id}/pdf[?locale=he|en]: the payment request as a PDF, drawn now, in
 * the language asked for or else the one the investor invested in. Only its owner gets it: another
 * investor's request is answered as absent (404), a visitor 401.
 */
export function GET(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) => {
    const { investor } = await requireInvestor(context)
    const { id } = await params
    if (!/^[1-9]\d{0,9}$/.test(id)) throw new AppError('NOT_FOUND')
    const { filename, pdf, locale } = await paymentRequestPdf(context.payload, {
      requestId: Number(id),
      locale: request.nextUrl.searchParams.get('locale'),
      user: { ...investor, collection: 'investors' },
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
