import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

/**
 * The investor takes back their request: whatever the project's status now (withdrawing is never
 * refused), and answered the same when there was nothing to take back.
 */
export async function removeRaiseAlert(
  payload: Payload,
  investor: PublicInvestor,
  projectId: number,
): Promise<{ asked: false }> {
  await enforceRateLimit(payload, rateLimitRules.raiseAlertsPerAccount, String(investor.id))
  await payload.delete({
    collection: 'raise-alerts',
    where: {
      and: [{ investor: { equals: investor.id } }, { project: { equals: projectId } }],
    },
    select: { project: true },
    depth: 0,
    overrideAccess: true,
  })
  return { asked: false }
}
