import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import {
  linkTokenContentSchema,
  linkTokenLifetimeDays,
  type LinkTokenContent,
} from '@/domain/links/link-token-content'
import { requiredEnv } from '@/server/env'

/**
 * `?token=` links: the content sealed with AES-256-GCM (authenticated encryption) under a key only
 * the server holds, so a link can be neither read nor altered nor forged. The expiry is inside.
 * Format: `v1.` + base64url(12-byte IV | ciphertext | 16-byte tag).
 */
const version = 'v1'

function key(): Buffer {
  const configured = process.env.LINK_TOKEN_SECRET
  if (configured) return Buffer.from(hkdfSync('sha256', configured, 'link-token', version, 32))
  return Buffer.from(hkdfSync('sha256', requiredEnv('PAYLOAD_SECRET'), 'link-token', version, 32))
}

export function sealLinkToken(content: LinkTokenContent, now = Date.now()): string {
  const expiresAt = now + linkTokenLifetimeDays[content.kind] * 24 * 3600_000
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  cipher.setAAD(Buffer.from(version))
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify({ ...content, exp: expiresAt }), 'utf8'),
    cipher.final(),
  ])
  return `${version}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`
}

/** The content of a genuine, unexpired token; null for anything else. */
export function openLinkToken(token: string, now = Date.now()): LinkTokenContent | null {
  const [prefix, body] = token.split('.')
  if (prefix !== version || !body) return null
  const bytes = Buffer.from(body, 'base64url')
  if (bytes.length < 12 + 16 + 2) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(version))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString('utf8')
    const parsed = JSON.parse(plain) as { exp?: unknown }
    if (typeof parsed.exp !== 'number' || parsed.exp < now) return null
    const content = linkTokenContentSchema.safeParse(parsed)
    return content.success ? content.data : null
  } catch {
    return null
  }
}
