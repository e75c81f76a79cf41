import { parseJsonObject, restBodyKind } from '@/domain/http/rest-body-kind'
import { AppError } from '@/server/errors/app-error'

import { readBytes } from './api-handler'

import { payloadErrorBody } from './payload-bad-input'
import { requestLocale } from './request-locale'

const writeMethods = new Set(['POST', 'PATCH', 'PUT'])

/** An upload's largest file (payload.config.ts, `upload.limits.fileSize`) and room for its form. */
const maxWriteBodyBytes = 11 * 1024 * 1024

/** A POST that Payload runs as a GET, its query in a url-encoded body (see the query guard). */
const overridesToGet = (request: Request) =>
  request.headers.get('x-payload-http-method-override') === 'GET' ||
  request.headers.get('x-http-method-override') === 'GET'

function refuse(error: AppError, request: Request): Response {
  return Response.json(payloadErrorBody(error, requestLocale(request.headers)), {
    status: error.status,
  })
}

/** The request with another body (and the Content-Type that goes with it). */
function withBody(request: Request, body: string | FormData, contentType?: string): Request {
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  if (contentType) headers.set('content-type', contentType)
  else headers.delete('content-type') // FormData sets its own, with the boundary.
  return new Request(request.url, { method: request.method, headers, body })
}

/**
 * What Payload gets of a write: no body is an empty JSON object, a JSON body must be an object
 * (400 `MALFORMED_BODY` otherwise), a multipart form must be well formed with `_payload`, if any,
 * a JSON object; any other body (text, a url-encoded form) is 415 `UNSUPPORTED_MEDIA_TYPE`, and
 * one larger than an upload may be 413 `PAYLOAD_TOO_LARGE`.
 * Payload itself left such requests without data and failed with a 500.
 */
async function acceptedBody(request: Request): Promise<Request | AppError> {
  let bytes: Uint8Array
  try {
    // Read once here, so no more than an upload's size is ever held (`413` beyond it).
    bytes = await readBytes(request.clone(), maxWriteBodyBytes)
  } catch (error) {
    if (error instanceof AppError) return error
    return new AppError('MALFORMED_BODY')
  }
  if (bytes.byteLength === 0) return withBody(request, '{}', 'application/json')
  const kind = restBodyKind(request.headers.get('content-type'))
  if (kind === 'unsupported') return new AppError('UNSUPPORTED_MEDIA_TYPE')
  if (kind === 'json') {
    const text = new TextDecoder().decode(bytes)
    if (!parseJsonObject(text)) return new AppError('MALFORMED_BODY')
    // Payload reads JSON only under this exact type (not `Application/JSON; charset=utf-8`).
    return withBody(request, text, 'application/json')
  }
  let form: FormData
  try {
    const contentType = request.headers.get('content-type') ?? ''
    form = await new Response(bytes as BlobPart, {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    return new AppError('MALFORMED_BODY')
  }
  const data = form.get('_payload')
  if (data === null) {
    form.set('_payload', '{}')
    return withBody(request, form)
  }
  if (typeof data !== 'string' || !parseJsonObject(data)) return new AppError('MALFORMED_BODY')
  return request
}

/** Wraps one of Payload's REST write handlers (POST, PATCH, PUT) with the body rule above. */
export function withPayloadBodyGuard<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    if (!writeMethods.has(request.method) || overridesToGet(request))
      return handler(request, context)
    const accepted = await acceptedBody(request)
    if (accepted instanceof AppError) return refuse(accepted, request)
    return handler(accepted, context)
  }
}
