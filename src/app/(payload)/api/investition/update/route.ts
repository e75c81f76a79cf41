import { investmentUpdateSchema } from '@/domain/investments/investment-request'
import { parseInput } from '@/server/errors/parse-input'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { changeInvestment } from '@/server/investing/change-investment'
import { expireRaiseCaches } from '@/server/investing/expire-raise-caches'
import { investmentSummary } from '@/server/investing/investment-summary'

/**
 * POST /api/investition/update (spec 7): while pending and the raise is open, the owner changes
 * the amount or method of an investment, or cancels it (`cancel: true`).
 */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    const update = parseInput(investmentUpdateSchema, context.body)
    const changed = await changeInvestment(context.payload, {
      investor,
      update,
      client: context.client,
    })
    expireRaiseCaches(context.payload, changed.projectAlias)
    return ok(investmentSummary(changed.investment), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  },
  { sendsEmail: true },
)
