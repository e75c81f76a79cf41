import { NextResponse } from 'next/server'

import { apiDocument } from '@/server/http/api-document'

/** GET /api/openapi.json: the API's OpenAPI 3.1 document, made from the route contracts. */
export function GET() {
  return NextResponse.json(apiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
