import type { PayloadRequest, Where } from 'payload'

import { type InvestorSight, readInvestorSight } from '@/server/for-payload-config'

const answered = new WeakMap<PayloadRequest, { investor: number; sight: Promise<InvestorSight> }>()

/**
 * The signed-in investor's sight (`readInvestorSight`), or null for anyone else: read once per
 * request, however many access checks ask (a list, its relationships at depth, the raise totals,
 * documents and updates that follow their project).
 */
export function investorSight(req: PayloadRequest): Promise<InvestorSight> | null {
  const user = req.user
  if (user?.collection !== 'investors') return null
  const earlier = answered.get(req)
  if (earlier?.investor === user.id) return earlier.sight
  const sight = readInvestorSight(req.payload, user, req)
  answered.set(req, { investor: user.id, sight })
  return sight
}

/**
 * The condition on projects that keeps angel campaigns from whoever may not see them, or null when
 * the request's user sees them all: a pre-qualified investor (`isPreQualified`) sees them all, any
 * other investor only their own company's and those they invested in, a visitor none. Staff are
 * not asked (they see every project).
 */
export async function angelCampaignRule(req: PayloadRequest): Promise<Where | null> {
  const notAngel: Where = { angelCampaign: { not_equals: true } }
  const sight = await investorSight(req)
  if (!sight) return notAngel
  if (sight.preQualified) return null
  const theirs: Where[] = [{ company: { equals: req.user!.id } }]
  if (sight.invested.length > 0) theirs.push({ id: { in: sight.invested } })
  return { or: [notAngel, ...theirs] }
}
