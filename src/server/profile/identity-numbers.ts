import { createHmac, hkdfSync } from 'node:crypto'

import { openValue, sealValue, type KeySource } from '@/server/security/sealed-value'

/**
 * ID and passport numbers at rest: sealed with AES-256-GCM, with a keyed hash (HMAC-SHA256) beside
 * them so that compliance can find the same number on two accounts without reading either. Both
 * keys derive from IDENTITY_DATA_KEY, kept apart from PAYLOAD_SECRET so that rotating sessions'
 * secret does not lose identity data (and one leaked secret does not open both).
 */
export type IdentityNumberKind = 'idNumber' | 'passportNumber'

const identityKey: KeySource = () => {
  const value = process.env.IDENTITY_DATA_KEY
  if (value) return value
  if (process.env.NODE_ENV === 'production')
    throw new Error('IDENTITY_DATA_KEY is not set: see .env.example')
  // Development and tests only: derived, so a developer's machine needs no extra setting.
  return `development:${process.env.PAYLOAD_SECRET ?? ''}`
}

export const sealIdentityNumber = (kind: IdentityNumberKind, value: string) =>
  sealValue(`identity:${kind}`, value, identityKey)

export const openIdentityNumber = (kind: IdentityNumberKind, sealed: string | null | undefined) =>
  openValue(`identity:${kind}`, sealed, identityKey)

/** The same number always gives the same hash (passport numbers per issuing country). */
export function identityNumberHash(kind: IdentityNumberKind, value: string): string {
  const key = Buffer.from(hkdfSync('sha256', identityKey(), `identity-hash:${kind}`, 'h1', 32))
  return createHmac('sha256', key).update(value).digest('base64url')
}

export const lastFour = (value: string) => value.slice(-4)
