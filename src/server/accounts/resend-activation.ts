import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { issueAccountToken } from './account-tokens'
import { activationEmail } from './activation-email'
import { activationLink } from './links'

/** A signed-in account whose address is not confirmed asks for a new activation link. */
export async function resendActivation(payload: Payload, investor: PublicInvestor): Promise<void> {
  if (investor.emailVerified) throw new AppError('ALREADY_CONFIRMED')
  await enforceRateLimit(payload, rateLimitRules.resendActivationPerAccount, String(investor.id))
  const token = await issueAccountToken(payload, investor.id, 'activate')
  await queueEmail(payload, {
    to: investor.email,
    locale: investor.locale,
    ...activationEmail(investor, activationLink(token)),
  })
}
