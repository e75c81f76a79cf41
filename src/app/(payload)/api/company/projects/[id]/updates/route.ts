import type { NextRequest } from 'next/server'

import { isIdempotencyKey } from '@/domain/investments/investment-request'
import { postCompanyUpdate } from '@/server/companies/post-company-update'
import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { expireRaiseCaches } from '@/server/investments/invest/expire-raise-caches'

type Params = { params: Promise<{ id: string }> }

/**
 * POST /api/company/projects/{id}/updates `{ titleHe, titleEn, textHe, textEn, visibility }` with
 * an `Idempotency-Key` header: the signed-in company posts an update about its project (201
 * `{ update }`; the same key again answers it, 200). Another's project, or none, is 404; a project
 * not on the site yet is 409 `UPDATES_NOT_OPEN`.
 */
export function POST(request: NextRequest, { params }: Params) {
  return apiHandler(
    async (context) => {
      const { id } = await params
      // A PostgreSQL integer id, or nothing: never a database error.
      const projectId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0
      if (projectId < 1 || projectId > 2_147_483_647) throw new AppError('NOT_FOUND')
      const { investor } = await requireInvestor(context)
      const key = context.request.headers.get('idempotency-key')
      if (!isIdempotencyKey(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID')
      const posted = await postCompanyUpdate(
        context.payload,
        investor,
        projectId,
        key,
        context.body,
      )
      // After the commit: the next visitor of the project's page gets the update.
      if (!posted.replayed) expireRaiseCaches(context.payload, posted.alias)
      return ok(
        { update: posted.update },
        {
          status: posted.replayed ? 200 : 201,
          headers: { 'Cache-Control': 'private, no-store' },
        },
      )
    },
    { sendsEmail: true, maxBodyBytes: 128 * 1024 },
  )(request)
}
