import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { listOwnInvestmentsInProject } from '@/server/investing/list-own-investments'

/**
 * GET /api/catalog/investor/projects/{alias}/investments (spec 7): the signed-in investor's own
 * investments in a project, newest first. `investments` is the one list type there is.
 */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const [, alias, type] =
    /\/projects\/([^/]+)\/([^/]+)\/?$/.exec(context.request.nextUrl.pathname) ?? []
  if (!alias || type !== 'investments' || !/^[a-z0-9-]{1,200}$/.test(alias))
    throw new AppError('NOT_FOUND')
  return ok(await listOwnInvestmentsInProject(context.payload, investor, alias), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
