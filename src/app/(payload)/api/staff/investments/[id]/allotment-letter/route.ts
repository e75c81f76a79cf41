import { NextResponse } from 'next/server'

import { staffRecordRoute } from '@/server/http/staff-record-route'
import { allotmentLetterPdf } from '@/server/investments/raise/allotment-letter-pdf'

/**
 * GET /api/staff/investments/{id}/allotment-letter[?locale=he|en]: an approved investment's
 * allotment letter (PDF), administrators and compliance; by default in the investor's language.
 */
export const GET = staffRecordRoute(
  ['admin', 'compliance'],
  async ({ payload, request }, staff, id) => {
    const { filename, pdf, locale } = await allotmentLetterPdf(payload, {
      investmentId: id,
      user: staff,
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
  },
)
