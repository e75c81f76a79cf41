import type { Endpoint, PayloadRequest } from 'payload'

import { isLocale } from '@/i18n/locales'
import { AppError } from '@/server/errors/app-error'
import { errorBody } from '@/server/http/error-body'

export const noStore = { 'Cache-Control': 'private, no-store' }

/**
 * A collection endpoint running one staff operation on the record in the path (`/:id/{path}`);
 * an operation's refusal is answered in the admin's language, as JSON.
 */
export function recordEndpoint(
  method: 'get' | 'post',
  path: string,
  run: (req: PayloadRequest, recordId: number, body: unknown) => Promise<unknown>,
  answer: (result: unknown, recordId: number) => Response = (result) =>
    Response.json(result, { headers: noStore }),
): Endpoint {
  return {
    method,
    path: `/:id/${path}`,
    handler: async (req) => {
      const language = req.i18n?.language
      const locale = isLocale(language) ? language : 'he'
      try {
        const recordId = Number(req.routeParams?.id)
        if (!Number.isSafeInteger(recordId) || recordId <= 0) throw new AppError('NOT_FOUND')
        const body = method === 'post' ? await readJson(req) : undefined
        return answer(await run(req, recordId, body), recordId)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return Response.json(errorBody(error, locale), { status: error.status, headers: noStore })
      }
    },
  }
}

async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : {}
  } catch {
    throw new AppError('VALIDATION_FAILED', { fields: { form: 'badRequest' } })
  }
}
