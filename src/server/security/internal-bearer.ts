import { createHash, hkdfSync, timingSafeEqual } from 'node:crypto'

import { requiredEnv } from '@/server/env'

/**
 * A bearer token for one internal purpose (the job runner, a script expiring the site's cache),
 * derived from PAYLOAD_SECRET: every process holding the secret can compute it, and a token for
 * one purpose opens nothing else.
 */
export function derivedBearerToken(purpose: string): string {
  return Buffer.from(hkdfSync('sha256', requiredEnv('PAYLOAD_SECRET'), purpose, 'v1', 32)).toString(
    'base64url',
  )
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** True only for `Authorization: Bearer <token>`; compared in constant time. */
export function hasBearerToken(headers: Headers, token: string): boolean {
  const header = headers.get('authorization') ?? ''
  if (!header.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token))
}
