import { referencePage, type ReferenceDocument } from '@/contracts/reference-page'
import { apiDocument } from '@/server/http/api-document'

let drawn: { document: object; html: string } | undefined

/** GET /api/reference: the API reference to read, drawn from `/api/openapi.json`'s document. */
export function GET() {
  const document = apiDocument()
  // The document is made from our own contracts: every operation has the id and shapes read here.
  if (drawn?.document !== document)
    drawn = { document, html: referencePage(document as unknown as ReferenceDocument) }
  return new Response(drawn.html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
