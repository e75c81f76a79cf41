import { downloadInquiryFileRoute, removeInquiryFileRoute } from '@/contracts/companies'
import { readInquiryFile } from '@/server/companies/read-inquiry-file'
import { removeInquiryFile } from '@/server/companies/remove-inquiry-file'
import { privateFileHeaders } from '@/server/files/private-file-headers'
import { FileAnswer, routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/companies.ts. The company's own current file. */
export const GET = routeHandler(
  downloadInquiryFileRoute,
  async ({ payload, signedIn, params, onResponse }) => {
    const file = await readInquiryFile(payload, signedIn.investor, params.id)
    // The private file's headers replace the answer's own: pictures inline, the rest downloaded,
    // and the uploaded name as `filename*` in UTF-8 (RFC 6266/5987), so Hebrew names arrive intact.
    onResponse((response) => {
      response.headers.set('Content-Length', String(file.bytes.length))
      privateFileHeaders(response.headers, { name: file.name })
    })
    return new FileAnswer({
      bytes: new Uint8Array(file.bytes),
      contentType: file.mimeType,
      filename: `inquiry-file-${params.id}`,
      disposition: 'attachment',
    })
  },
)

/** The contract: src/contracts/companies.ts. */
export const DELETE = routeHandler(
  removeInquiryFileRoute,
  async ({ payload, signedIn, params }) => ({
    inquiry: await removeInquiryFile(payload, signedIn.investor, params.id),
  }),
)
