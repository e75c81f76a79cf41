import { createHash, randomBytes } from 'node:crypto'

/** A random 256-bit token for a session or an e-mailed link, and the SHA-256 that is stored. */
export function createOpaqueToken(prefix: string): { token: string; tokenHash: string } {
  const token = `${prefix}_${randomBytes(32).toString('base64url')}`
  return { token, tokenHash: hashOpaqueToken(token) }
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
