import type { Payload, PayloadRequest } from 'payload'

import type { AccountTokenPurpose } from '@/domain/auth/account-token-purposes'
import { createOpaqueToken } from '@/server/auth/opaque-token'

const lifetimeHours: Record<AccountTokenPurpose, number> = {
  activate: 24 * 7,
  'reset-password': 1,
  'change-email': 24,
  'verify-phone': 1,
  // Issued by investor-two-factor/sign-in-ticket.ts (ten minutes, earlier ones kept).
  'second-factor': 10 / 60,
}

const tokenPrefix: Record<AccountTokenPurpose, string> = {
  activate: 'act',
  'reset-password': 'tok',
  'change-email': 'tok',
  'verify-phone': 'pvt',
  'second-factor': 'sft',
}

/**
 * Issues a single-use link token; earlier unused tokens of the same purpose stop working. With
 * `req`, inside that request's transaction.
 */
export async function issueAccountToken(
  payload: Payload,
  investorId: number,
  purpose: AccountTokenPurpose,
  newEmail?: string,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const now = new Date().toISOString()
  await payload.update({
    collection: 'account-tokens',
    where: {
      investor: { equals: investorId },
      purpose: { equals: purpose },
      usedAt: { exists: false },
    },
    data: { usedAt: now },
    req,
  })
  const { token, tokenHash } = createOpaqueToken(tokenPrefix[purpose])
  await payload.create({
    collection: 'account-tokens',
    data: {
      investor: investorId,
      purpose,
      tokenHash,
      newEmail,
      expiresAt: new Date(Date.now() + lifetimeHours[purpose] * 3600_000).toISOString(),
    },
    req,
  })
  return token
}

export async function markTokenUsed(payload: Payload, id: number): Promise<void> {
  await payload.update({
    collection: 'account-tokens',
    id,
    data: { usedAt: new Date().toISOString() },
  })
}
