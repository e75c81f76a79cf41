import { NextResponse } from 'next/server'

import { openApiDocument } from '@/contracts/openapi-document'
import { siteUrl } from '@/server/http/site-url'

let made: { siteUrl: string; document: ReturnType<typeof openApiDocument> } | undefined

/**
 * GET /api/openapi.json: the API's OpenAPI 3.1 document, made from the route contracts once per
 * process (they do not change while it runs).
 */
export function GET() {
  const url = siteUrl()
  if (made?.siteUrl !== url) made = { siteUrl: url, document: openApiDocument(url) }
  return NextResponse.json(made.document, {
    headers: { 'Cache-Control': 'public, max-age=300' },
  })
}
