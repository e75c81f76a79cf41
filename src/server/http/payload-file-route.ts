import config from '@payload-config'
import { getPayload, type Collection } from 'payload'

import { AppError } from '@/server/errors/app-error'

import { payloadErrorBody } from './payload-bad-input'
import { requestLocale } from './request-locale'

type RestContext = { params: Promise<{ slug?: string[] }> }

/**
 * Wraps Payload's GET for the file route (`/api/{collection}/file/{name}`). The collection's
 * `modifyResponseHeaders` (the private files' sandbox and download headers) are applied to every
 * answer: Payload skips them when the file comes from object storage. A file missing from the disk
 * or the bucket, which Payload answers 500, is simply not there: 404.
 */
export function withUploadFileAnswers<Context extends RestContext>(
  handler: (request: Request, context: Context) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const response = await handler(request, context)
    const [slug, file] = (await context.params).slug ?? []
    if (file !== 'file' || !slug) return response
    const payload = await getPayload({ config })
    const collection = (payload.collections as Record<string, Collection | undefined>)[slug]
    const upload = collection?.config.upload
    if (!upload) return response
    if (response.status >= 500) {
      await response.body?.cancel()
      const error = new AppError('NOT_FOUND')
      return Response.json(payloadErrorBody(error, requestLocale(request.headers)), {
        status: error.status,
      })
    }
    if (!response.ok || !upload.modifyResponseHeaders) return response
    const headers = new Headers(response.headers)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: upload.modifyResponseHeaders({ headers }) || headers,
    })
  }
}
