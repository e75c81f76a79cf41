import { stat } from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Collection } from 'payload'

import { AppError } from '@/server/errors/app-error'

import { payloadErrorBody } from './payload-bad-input'
import { requestLocale } from './request-locale'

type RestContext = { params: Promise<{ slug?: string[] }> }

/** How long a client waits before asking again for a file the storage could not give. */
export const fileStorageRetryAfterSeconds = 30

/**
 * Whether a file Payload failed to serve (5xx) is simply not there. On the disk Payload answers a
 * missing file 500, so the file is looked up again; the bucket's adapter answers a missing object
 * 404 itself, so any 5xx from it is a failure of the storage.
 */
async function missingFromStorage(collection: Collection, filename: string): Promise<boolean> {
  const upload = collection.config.upload
  if (upload.adapter) return false
  const directory = path.resolve(upload.staticDir || collection.config.slug)
  try {
    await stat(path.resolve(directory, filename))
    return false
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOENT' || code === 'ENOTDIR'
  }
}

/**
 * Wraps Payload's GET for the file route (`/api/{collection}/file/{name}`). The collection's
 * `modifyResponseHeaders` (the private files' sandbox and download headers) are applied to every
 * answer: Payload skips them when the file comes from object storage. Payload answers 500 for a
 * file missing from the disk: that is a 404. Any other failure of the storage (a disk that cannot
 * be read, a bucket that does not answer) is logged and answered 503 with `Retry-After`, so
 * neither the person nor a cache takes a passing outage for a file that is gone. Both come after
 * Payload's access check: a caller who may not read the file learns nothing here.
 */
export function withUploadFileAnswers<Context extends RestContext>(
  handler: (request: Request, context: Context) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const response = await handler(request, context)
    const [slug, file, filename] = (await context.params).slug ?? []
    if (file !== 'file' || !slug) return response
    const payload = await getPayload({ config })
    const collection = (payload.collections as Record<string, Collection | undefined>)[slug]
    const upload = collection?.config.upload
    if (!collection || !upload) return response
    if (response.status >= 500) {
      await response.body?.cancel()
      const locale = requestLocale(request.headers)
      if (filename && (await missingFromStorage(collection, filename))) {
        const missing = new AppError('NOT_FOUND')
        return Response.json(payloadErrorBody(missing, locale), { status: missing.status })
      }
      payload.logger.error({
        msg: `file ${slug}/${filename ?? ''}: the storage failed (${response.status})`,
        storage: upload.adapter ?? 'disk',
      })
      const failed = new AppError('FILE_STORAGE_UNAVAILABLE', {
        retryAfterSeconds: fileStorageRetryAfterSeconds,
      })
      return Response.json(payloadErrorBody(failed, locale), {
        status: failed.status,
        headers: { 'Retry-After': String(fileStorageRetryAfterSeconds) },
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
