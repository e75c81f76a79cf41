import type { Payload, PayloadRequest } from 'payload'

import type { AccountToken, StaffToken } from '@/payload-types'

import { hashOpaqueToken } from './opaque-token'

/** The collections of single-use link tokens, kept alike: SHA-256, purpose, expiry, used. */
type TokenCollections = { 'account-tokens': AccountToken; 'staff-tokens': StaffToken }

/** What a presented token may be at all: a string of a token's length (never hashed otherwise). */
export function isPresentableToken(token: unknown): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= 200
}

/**
 * The unused, unexpired token of one of the purposes, or null (also for anything that is not a
 * token). Marking it used is the caller's last step. With `req`, inside that request's transaction.
 */
export async function findUsableToken<Slug extends keyof TokenCollections>(
  payload: Payload,
  collection: Slug,
  token: unknown,
  purposes: TokenCollections[Slug]['purpose'][],
  req?: Partial<PayloadRequest>,
): Promise<TokenCollections[Slug] | null> {
  if (!isPresentableToken(token)) return null
  const found = await payload.find({
    collection,
    where: {
      tokenHash: { equals: hashOpaqueToken(token) },
      purpose: { in: purposes },
      usedAt: { exists: false },
      expiresAt: { greater_than: new Date().toISOString() },
    },
    depth: 0,
    limit: 1,
    pagination: false,
    req,
  })
  return (found.docs[0] as TokenCollections[Slug] | undefined) ?? null
}
