import type { Payload } from 'payload'

import { forgotPasswordSchema } from '@/domain/auth/credentials-schema'
import { normalizeEmail } from '@/domain/auth/email-address'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { queueEmail } from '@/server/email/queue-email'
import { parseInput } from '@/server/errors/parse-input'
import { consumeRateLimit } from '@/server/security/consume-rate-limit'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { issueAccountToken } from './account-tokens'
import type { ClientContext } from './client-context'
import { findInvestorByEmail } from './find-investor-by-email'
import { passwordResetLink } from './links'

/**
 * Spec 7, password/email. The answer is the same whether or not the address has an account (the
 * route answers before the e-mail is sent); an address gets at most a few links an hour.
 */
export async function requestPasswordReset(
  payload: Payload,
  input: unknown,
  client: ClientContext,
): Promise<void> {
  const { email: typed } = parseInput(forgotPasswordSchema, input)
  await enforceRateLimit(payload, rateLimitRules.forgotPerIp, client.ip)
  const email = normalizeEmail(typed)
  const perAccount = await consumeRateLimit(payload, rateLimitRules.forgotPerAccount, email)
  if (!perAccount.allowed) return
  const investor = await findInvestorByEmail(payload, email)
  if (!investor) return
  const token = await issueAccountToken(payload, investor.id, 'reset-password')
  await queueEmail(payload, {
    to: investor.email,
    template: 'resetPassword',
    locale: investor.locale,
    values: { name: investor.name, link: passwordResetLink(token) },
  })
}
