import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withPayloadBodyGuard } from '@/server/http/payload-body-guard'
import { withUploadFileAnswers } from '@/server/http/payload-file-route'
import { withPayloadQueryGuard } from '@/server/http/payload-query-guard'
import { payloadRest } from '@/server/http/payload-rest'

// Outermost the origin check and cache headers, then the query and body guards and the file
// route's headers, then Payload.
export const GET = payloadRest(withPayloadQueryGuard(withUploadFileAnswers(REST_GET(config))))
export const POST = payloadRest(withPayloadQueryGuard(withPayloadBodyGuard(REST_POST(config))))
export const DELETE = payloadRest(withPayloadQueryGuard(REST_DELETE(config)))
export const PATCH = payloadRest(withPayloadQueryGuard(withPayloadBodyGuard(REST_PATCH(config))))
export const PUT = payloadRest(withPayloadQueryGuard(withPayloadBodyGuard(REST_PUT(config))))
export const OPTIONS = payloadRest(REST_OPTIONS(config))

/**
 * A GET without its body. Payload's router has no HEAD routes, so a link checker or cache asking
 * only for a picture's headers got 404; the answer (and its access control) is GET's.
 */
export async function HEAD(request: Request, context: Parameters<typeof GET>[1]) {
  const response = await GET(new Request(request, { method: 'GET' }), context)
  await response.body?.cancel()
  return new Response(null, { status: response.status, headers: response.headers })
}
