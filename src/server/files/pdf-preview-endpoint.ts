import type { Endpoint, PayloadRequest } from 'payload'

import { AppError } from '@/server/errors/app-error'
import { recordEndpoint } from '@/server/http/record-endpoint'
import { readUploadedFile } from '@/server/storage/read-uploaded-file'

import { privateFileHeaders } from './private-file-headers'
import { renderPdfPage } from './render-pdf-page'

type PrivateFileCollection = 'investor-documents' | 'company-inquiry-files'
type StoredPdf = { filename?: string | null; prefix?: string | null; mimeType?: string | null }

/**
 * `GET /api/{collection}/{id}/preview?pdfPage=n`: page n (from 1) of a private PDF as a PNG, for the
 * review screens, to whoever may read the record (its collection's read access, as the file
 * route). Opening the first page is audited as opening the file; another record, a file that is
 * not a PDF, or a page it does not have, is 404.
 */
export function pdfPreviewEndpoint<Doc extends StoredPdf>(
  collection: PrivateFileCollection,
  auditOpening: (req: PayloadRequest, doc: Doc) => Promise<void>,
): Endpoint {
  return recordEndpoint(
    'get',
    'preview',
    async (req, id) => {
      const page = Number(req.searchParams?.get('pdfPage') ?? '1')
      const doc = (await req.payload
        .findByID({ collection, id, depth: 0, overrideAccess: false, user: req.user, req })
        .catch(() => null)) as Doc | null
      if (!doc || doc.mimeType !== 'application/pdf') throw new AppError('NOT_FOUND')
      if (page === 1) await auditOpening(req, doc)
      const png = await renderPdfPage(await readUploadedFile(req.payload, collection, doc), page)
      if (!png) throw new AppError('NOT_FOUND')
      return png
    },
    (png) =>
      new Response(new Uint8Array(png as Buffer), {
        headers: privateFileHeaders(new Headers({ 'Content-Type': 'image/png' })),
      }),
  )
}
