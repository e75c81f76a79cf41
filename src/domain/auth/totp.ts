import { createHash, randomInt } from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

/**
 * Staff second factor: RFC 6238 codes (SHA-1, 6 digits, 30 s, what every authenticator app
 * reads), one step of clock drift either way, and no step accepted twice (a code seen over a
 * shoulder or replayed from a log is spent).
 */
const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Invest Together',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function totpUri(secret: string, account: string): string {
  return totpFor(secret, account).toString()
}

/** The time step a code belongs to, when it is valid now and newer than `lastUsedStep`. */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const digits = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(digits)) return null
  const delta = totpFor(secret).validate({ token: digits, timestamp: now, window: 1 })
  if (delta === null) return null
  const step = Math.floor(now / 30_000) + delta
  return lastUsedStep !== null && step <= lastUsedStep ? null : step
}

/** The code an authenticator app shows at `now` (tests and the enrolment check). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now })
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten single-use recovery codes, `xxxxx-xxxxx`, for a lost phone. */
export function newRecoveryCodes(count = 10): string[] {
  const part = () => Array.from({ length: 5 }, () => recoveryAlphabet[randomInt(31)]).join('')
  return Array.from({ length: count }, () => `${part()}-${part()}`)
}

export function recoveryCodeHash(code: string): string {
  const normal = code.trim().toLowerCase().replace(/\s/g, '')
  return createHash('sha256').update(normal).digest('hex')
}
