import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { newTotpSecret, totpUri } from '@/domain/auth/totp'
import { AppError } from '@/server/errors/app-error'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'
import { sealValue } from '@/server/security/sealed-value'

import { hasSecondFactor, readSecondFactor } from './read-second-factor'
import { investorTotpSealPurpose } from './seal-purpose'

export type TwoFactorSetup = { secret: string; uri: string; qrSvg: string }

/**
 * Profile, turning two-step sign-in on, first half: a new authenticator key, kept sealed as
 * pending until its first code confirms it. Asking again replaces the pending key.
 */
export async function startTwoFactorSetup(
  payload: Payload,
  investorId: number,
): Promise<TwoFactorSetup> {
  await enforceRateLimit(payload, rateLimitRules.changeCredentialsPerAccount, String(investorId))
  const investor = await readSecondFactor(payload, investorId)
  if (hasSecondFactor(investor)) throw new AppError('TWO_FACTOR_ALREADY_ON')
  const secret = newTotpSecret()
  await payload.db.updateOne({
    collection: 'investors',
    id: investorId,
    data: { twoFactorPendingSecret: sealValue(investorTotpSealPurpose, secret) },
  })
  const uri = totpUri(secret, investor.email)
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1 })
  return { secret, uri, qrSvg }
}
