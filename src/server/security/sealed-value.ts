import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { requiredEnv } from '@/server/env'

/**
 * Secrets kept in the database (staff authenticator keys, e-mail bodies waiting to be sent) are
 * sealed with AES-256-GCM under a key derived from PAYLOAD_SECRET for one purpose, so a copy of
 * the database or an administrator's view of a row reveals nothing usable.
 * Format: `s1.` + base64url(12-byte IV | ciphertext | 16-byte tag).
 */
const version = 's1'

/** The secret keys derive from: PAYLOAD_SECRET unless a caller names its own (identity data). */
export type KeySource = () => string

const payloadSecret: KeySource = () => requiredEnv('PAYLOAD_SECRET')

const key = (purpose: string, source: KeySource) =>
  Buffer.from(hkdfSync('sha256', source(), purpose, version, 32))

export function sealValue(purpose: string, plain: string, source = payloadSecret): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(purpose, source), iv)
  cipher.setAAD(Buffer.from(purpose))
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return `${version}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`
}

/** The sealed text, or null when it was not sealed for this purpose under this key. */
export function openValue(
  purpose: string,
  sealed: string | null | undefined,
  source = payloadSecret,
): string | null {
  const [prefix, body] = sealed?.split('.') ?? []
  if (prefix !== version || !body) return null
  const bytes = Buffer.from(body, 'base64url')
  if (bytes.length < 12 + 16) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose, source), bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    return Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}
