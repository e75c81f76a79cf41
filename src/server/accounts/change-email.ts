import type { Payload } from 'payload'

import { changeEmailSchema } from '@/domain/auth/credentials-schema'
import { normalizeEmail } from '@/domain/auth/email-address'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { withTransaction } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import { fieldError, parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { checkCurrentPassword } from './check-current-password'
import { issueAccountToken } from './account-tokens'
import { findInvestorByEmail } from './find-investor-by-email'
import { activationLink } from './links'

/**
 * Profile, change e-mail: nothing changes until the new address confirms the link sent to it.
 * The answer does not say whether the new address already has an account; that address is told.
 */
export async function changeEmail(
  payload: Payload,
  investorId: number,
  input: unknown,
): Promise<void> {
  const data = parseInput(changeEmailSchema, input)
  await enforceRateLimit(payload, rateLimitRules.changeCredentialsPerAccount, String(investorId))
  const investor = await checkCurrentPassword(payload, investorId, data.currentPassword)
  const newEmail = normalizeEmail(data.email)
  if (newEmail === investor.email) throw fieldError('email', 'sameEmail')
  if (await findInvestorByEmail(payload, newEmail)) {
    await queueEmail(payload, {
      to: newEmail,
      template: 'addressInUse',
      locale: investor.locale,
      values: {},
    })
    return
  }
  // The new link replaces the earlier ones only if its e-mail is queued too.
  await withTransaction(payload, async ({ req }) => {
    const token = await issueAccountToken(payload, investor.id, 'change-email', newEmail, req)
    await queueEmail(
      payload,
      {
        to: newEmail,
        template: 'changeEmail',
        locale: investor.locale,
        values: { name: investor.name, link: activationLink(token) },
      },
      req,
    )
  })
}
