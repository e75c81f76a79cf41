import { NextResponse } from 'next/server'

import { openApiDocument } from '@/contracts/openapi-document'
import { siteUrl } from '@/server/http/site-url'

/** GET /api/openapi.json: the API's OpenAPI 3.1 document, made from the route contracts. */
export function GET() {
  return NextResponse.json(openApiDocument(siteUrl()), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  })
}
