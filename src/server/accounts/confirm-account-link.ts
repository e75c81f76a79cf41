import type { Payload } from 'payload'

import { activationSchema } from '@/domain/auth/credentials-schema'
import { normalizeEmail } from '@/domain/auth/email-address'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { hashOpaqueToken } from '@/server/auth/opaque-token'
import { findUsableToken } from '@/server/auth/usable-token'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { markTokenUsed } from './account-tokens'
import type { ClientContext } from './client-context'
import { findInvestorByEmail } from './find-investor-by-email'

/**
 * The `code` of an e-mailed link (spec 7, confirm/activate): confirms the address of a new account,
 * or, for an e-mail change, moves the account to the new address and tells the old one. The kind
 * of account comes back so the page can go where that account works.
 */
export async function confirmAccountLink(
  payload: Payload,
  input: unknown,
  client: ClientContext,
): Promise<{ confirmed: 'account' | 'new-email'; accountKind: 'investor' | 'company' }> {
  const { code } = parseInput(activationSchema, input)
  await enforceRateLimit(payload, rateLimitRules.activatePerIp, client.ip)
  const token = await findUsableToken(payload, 'account-tokens', code, ['activate', 'change-email'])
  if (!token)
    throw new AppError((await wasAlreadyUsed(payload, code)) ? 'ALREADY_CONFIRMED' : 'LINK_INVALID')
  const investor = await payload.findByID({
    collection: 'investors',
    id: token.investor as number,
    depth: 0,
  })

  if (token.purpose === 'activate') {
    await markTokenUsed(payload, token.id)
    if (investor.emailVerified) throw new AppError('ALREADY_CONFIRMED')
    await payload.update({
      collection: 'investors',
      id: investor.id,
      data: { emailVerified: true },
    })
    return { confirmed: 'account', accountKind: investor.accountKind }
  }

  const newEmail = normalizeEmail(token.newEmail ?? '')
  if (!newEmail || (await findInvestorByEmail(payload, newEmail)))
    throw new AppError('LINK_INVALID')
  await markTokenUsed(payload, token.id)
  await payload.update({
    collection: 'investors',
    id: investor.id,
    data: { email: newEmail, emailVerified: true },
  })
  await queueEmail(payload, {
    to: investor.email,
    template: 'emailChanged',
    locale: investor.locale,
    values: { name: investor.name, newEmail },
  })
  return { confirmed: 'new-email', accountKind: investor.accountKind }
}

/** A used activation link says "already confirmed" (spec 8), not "invalid". */
async function wasAlreadyUsed(payload: Payload, code: string): Promise<boolean> {
  const found = await payload.find({
    collection: 'account-tokens',
    where: {
      tokenHash: { equals: hashOpaqueToken(code) },
      purpose: { equals: 'activate' },
      usedAt: { exists: true },
    },
    depth: 1,
    limit: 1,
    pagination: false,
  })
  const investor = found.docs[0]?.investor
  return typeof investor === 'object' && Boolean(investor?.emailVerified)
}
