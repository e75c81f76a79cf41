import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Payload's staff password hashes: `pbkdf2-sha256-v1:<hex>` (600,000 rounds, 32 bytes), or the
 * older bare hex (25,000 rounds, 512 bytes). Checked here, before Payload's login, so that an
 * unknown address costs the same time as a wrong password (Payload answers it at once).
 */
const currentPrefix = 'pbkdf2-sha256-v1:'

const decoy = {
  salt: '0'.repeat(64),
  hash: `${currentPrefix}${'0'.repeat(64)}`,
}

export async function verifyStaffPassword(
  password: string,
  stored: { hash?: unknown; salt?: unknown } | null,
): Promise<boolean> {
  const usable = typeof stored?.hash === 'string' && typeof stored.salt === 'string'
  const hash = usable ? (stored.hash as string) : decoy.hash
  const salt = usable ? (stored.salt as string) : decoy.salt
  const current = hash.startsWith(currentPrefix)
  const expected = Buffer.from(current ? hash.slice(currentPrefix.length) : hash, 'hex')
  const derived = await derive(
    password,
    salt,
    current ? 600_000 : 25_000,
    current ? 32 : 512,
    'sha256',
  )
  return usable && derived.length === expected.length && timingSafeEqual(derived, expected)
}
