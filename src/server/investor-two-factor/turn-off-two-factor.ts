import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { turnOffTwoFactorSchema } from '@/domain/auth/two-factor-schema'
import { checkCurrentPassword } from '@/server/accounts/check-current-password'
import type { ClientContext } from '@/server/accounts/client-context'
import { recordAudit } from '@/server/audit/record-audit'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { acceptInvestorCode } from './accept-investor-code'
import { countCodeAttempt } from './count-code-attempt'
import { hasSecondFactor, readSecondFactor } from './read-second-factor'

/**
 * Profile, turning two-step sign-in off: the current password and a code (or a recovery code),
 * so that a session left open on a shared computer cannot remove it.
 */
export async function turnOffTwoFactor(
  payload: Payload,
  investorId: number,
  input: unknown,
  client: ClientContext,
): Promise<void> {
  const data = parseInput(turnOffTwoFactorSchema, input)
  await enforceRateLimit(payload, rateLimitRules.changeCredentialsPerAccount, String(investorId))
  const investor = await readSecondFactor(payload, investorId)
  if (!hasSecondFactor(investor)) throw new AppError('TWO_FACTOR_NOT_ON')
  await checkCurrentPassword(payload, investorId, data.currentPassword)
  await countCodeAttempt(payload, investorId, client)
  const accepted = await acceptInvestorCode(payload, investor, data.code)
  if (!accepted) throw new AppError('TWO_FACTOR_CODE_INVALID')

  await payload.db.updateOne({
    collection: 'investors',
    id: investorId,
    data: {
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
      twoFactorRecoveryCodes: null,
      twoFactorEnabledAt: null,
    },
  })
  await recordAudit(payload, {
    action: 'investor.two-factor-disabled',
    investor: investorId,
    details: { ip: client.ip, with: accepted },
  })
}
