import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { startCardSetup } from '@/server/payments/start-card-setup'

/**
 * POST /api/investition/card-setup `{ investment: id }`: a new card page for the signed-in
 * investor's own card investment, answered `{ checkoutUrl }` (the browser goes there).
 */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const raw = context.body.investment
  const investmentId = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN
  if (!Number.isSafeInteger(investmentId) || investmentId <= 0)
    throw new AppError('VALIDATION_FAILED', { fields: { investment: 'required' } })
  const result = await startCardSetup(context.payload, {
    investmentId,
    locale: context.client.locale,
    investorId: investor.id,
  })
  return ok(result, { headers: { 'Cache-Control': 'private, no-store' } })
})
