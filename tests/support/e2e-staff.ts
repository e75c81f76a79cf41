import { createHash } from 'node:crypto'

import { Secret } from 'otpauth'

/** How many staff accounts the browser tests have: one per parallel worker (see create-e2e-staff). */
export const e2eStaffSlots = 4

export function e2eStaffEmail(slot: number): string {
  return `e2e-staff-${slot}@example.com`
}

/** Each test administrator's authenticator key, derived from the run's password (not stored). */
export function e2eStaffTotpSecret(slot: number, password: string): string {
  const bytes = createHash('sha256').update(`totp:${slot}:${password}`).digest().subarray(0, 20)
  return new Secret({ buffer: new Uint8Array(bytes).buffer }).base32
}
