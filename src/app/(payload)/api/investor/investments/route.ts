import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { investmentPageSizes, listOwnInvestments } from '@/server/investing/list-own-investments'

/** GET /api/investor/investments?page=&limit=: the investor's investments table (spec 3). */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const query = context.request.nextUrl.searchParams
  const page = Math.max(1, Math.min(10_000, Number.parseInt(query.get('page') ?? '1', 10) || 1))
  const asked = Number.parseInt(query.get('limit') ?? '10', 10)
  const limit = (investmentPageSizes as readonly number[]).includes(asked) ? asked : 10
  return ok(
    await listOwnInvestments(context.payload, investor, {
      page,
      limit,
      locale: context.client.locale,
    }),
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
})
