import { NextResponse, type NextRequest } from 'next/server'

import { readInquiryFile } from '@/server/companies/read-inquiry-file'
import { removeInquiryFile } from '@/server/companies/remove-inquiry-file'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

type Params = { params: Promise<{ id: string }> }

/** Documents open in the browser; spreadsheets are downloaded, never rendered by it. */
const shownInline = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp']

/** `filename*` in UTF-8 (RFC 6266/5987): Hebrew names arrive intact. */
const contentDisposition = (type: string, name: string) =>
  `${shownInline.includes(type) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`

/** GET /api/company/inquiry/files/{id}: the company's own current file. */
export function GET(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) => {
    const { investor } = await requireInvestor(context)
    const { id } = await params
    const file = await readInquiryFile(context.payload, investor, id)
    return new NextResponse(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.mimeType,
        'Content-Length': String(file.bytes.length),
        'Content-Disposition': contentDisposition(file.mimeType, file.name),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
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
