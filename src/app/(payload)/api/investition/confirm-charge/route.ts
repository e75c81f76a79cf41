import { number, object } from '@/domain/zod'
import { parseInput } from '@/server/errors/parse-input'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { startChargeConfirmation } from '@/server/raise/start-charge-confirmation'

const confirmChargeSchema = object(
  { investment: number({ error: 'badRequest' }).int().positive() },
  { error: 'badRequest' },
)

/**
 * POST /api/investition/confirm-charge `{ investment }`: the signed-in owner of an investment whose
 * charge waits for them gets `{ url }`, their bank's page (through the card provider).
 */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const { investment } = parseInput(confirmChargeSchema, context.body)
  const page = await startChargeConfirmation(context.payload, {
    investor,
    investmentId: investment,
  })
  return ok(page, { headers: { 'Cache-Control': 'private, no-store' } })
})
