import { postCompanyUpdateRoute } from '@/contracts/companies'
import { isIdempotencyKey } from '@/domain/investments/investment-request'
import { postCompanyUpdate } from '@/server/companies/post-company-update'
import { AppError } from '@/server/errors/app-error'
import { WithStatus, routeHandler } from '@/server/http/route-handler'
import { expireRaiseCaches } from '@/server/investments/invest/expire-raise-caches'

/** The largest PostgreSQL integer: an id past it is no project's, never a database error. */
const maxProjectId = 2_147_483_647

/**
 * The contract: src/contracts/companies.ts. A new update is 201; the same `Idempotency-Key` again
 * answers the update it made, 200.
 */
export const POST = routeHandler(
  postCompanyUpdateRoute,
  async ({ payload, signedIn, params, request, input }) => {
    const projectId = Number(params.id)
    if (projectId > maxProjectId) throw new AppError('NOT_FOUND')
    const key = request.headers.get('idempotency-key')
    if (!isIdempotencyKey(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID')
    const posted = await postCompanyUpdate(payload, signedIn.investor, projectId, key, input)
    // After the commit: the next visitor of the project's page gets the update.
    if (!posted.replayed) expireRaiseCaches(payload, posted.alias)
    return new WithStatus({ update: posted.update }, posted.replayed ? 200 : 201)
  },
  { sendsEmail: true, maxBodyBytes: 128 * 1024 },
)
