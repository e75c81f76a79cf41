import type { Endpoint, PayloadRequest } from 'payload'

import { isLocale } from '@/i18n/locales'
import { decideIdentityCheck } from '@/server/compliance/decide-identity-check'
import { decideInvestorType } from '@/server/compliance/decide-investor-type'
import { exportInvestorData } from '@/server/compliance/export-investor-data'
import { revealIdentityNumbers } from '@/server/compliance/reveal-identity-numbers'
import { AppError } from '@/server/errors/app-error'
import { errorBody } from '@/server/http/error-body'

const noStore = { 'Cache-Control': 'private, no-store' }

/** Runs a review operation for the profile in the path; errors in the admin's language. */
function reviewEndpoint(
  method: 'get' | 'post',
  path: string,
  run: (req: PayloadRequest, profileId: number, body: unknown) => Promise<unknown>,
  answer: (result: unknown, profileId: number) => Response = (result) =>
    Response.json(result, { headers: noStore }),
): Endpoint {
  return {
    method,
    path: `/:id/${path}`,
    handler: async (req) => {
      const language = req.i18n?.language
      const locale = isLocale(language) ? language : 'he'
      try {
        const profileId = Number(req.routeParams?.id)
        if (!Number.isSafeInteger(profileId) || profileId <= 0) throw new AppError('NOT_FOUND')
        const body = method === 'post' ? await readJson(req) : undefined
        return answer(await run(req, profileId, body), profileId)
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

/** The compliance review's calls (admin and compliance only; each checks and audits). */
export const reviewEndpoints: Endpoint[] = [
  reviewEndpoint('post', 'identity-decision', (req, id, body) =>
    decideIdentityCheck(req.payload, req, id, body),
  ),
  reviewEndpoint('post', 'type-decision', (req, id, body) =>
    decideInvestorType(req.payload, req, id, body),
  ),
  reviewEndpoint('get', 'identity-numbers', (req, id) =>
    revealIdentityNumbers(req.payload, req, id),
  ),
  reviewEndpoint(
    'get',
    'export',
    (req, id) => exportInvestorData(req.payload, req, id),
    (result, id) =>
      new Response(JSON.stringify(result, null, 2), {
        headers: {
          ...noStore,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="investor-data-${id}.json"`,
        },
      }),
  ),
]
