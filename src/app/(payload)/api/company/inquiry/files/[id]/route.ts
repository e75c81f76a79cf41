import { NextResponse, type NextRequest } from 'next/server'

import { readInquiryFile } from '@/server/companies/read-inquiry-file'
import { removeInquiryFile } from '@/server/companies/remove-inquiry-file'
import { privateFileHeaders } from '@/server/files/private-file-headers'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

type Params = { params: Promise<{ id: string }> }

/** GET /api/company/inquiry/files/{id}: the company's own current file. */
export function GET(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) => {
    const { investor } = await requireInvestor(context)
    const { id } = await params
    const file = await readInquiryFile(context.payload, investor, id)
    // Pictures inline, PDFs and spreadsheets downloaded; `filename*` in UTF-8 (RFC 6266/5987)
    // so Hebrew names arrive intact.
    const headers = new Headers({
      'Content-Type': file.mimeType,
      'Content-Length': String(file.bytes.length),
    })
    return new NextResponse(new Uint8Array(file.bytes), {
      headers: privateFileHeaders(headers, { name: file.name }),
    })
  })(request)
}

/** DELETE /api/company/inquiry/files/{id}: takes the file off the inquiry; answers `{ inquiry }`. */
export function DELETE(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) => {
    const { investor } = await requireInvestor(context)
    const { id } = await params
    const inquiry = await removeInquiryFile(context.payload, investor, id)
    return ok({ inquiry }, { headers: { 'Cache-Control': 'private, no-store' } })
  })(request)
}
