import type { Payload } from 'payload'

import { shouldRecommendTwoFactor } from '@/domain/auth/two-factor-schema'
import type { PublicInvestor } from '@/server/auth/resolve-session'

/** Whether the invest page recommends two-step sign-in: none yet, and no investment ever made. */
export async function recommendTwoFactor(
  payload: Payload,
  investor: Pick<PublicInvestor, 'id' | 'twoFactorEnabledAt'>,
): Promise<boolean> {
  if (investor.twoFactorEnabledAt) return false
  const { totalDocs } = await payload.count({
    collection: 'investments',
    where: { investor: { equals: investor.id } },
  })
  return shouldRecommendTwoFactor({ twoFactorEnabled: false, investmentCount: totalDocs })
}
