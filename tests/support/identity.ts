import { randomInt } from 'node:crypto'

import { isValidIsraeliId } from '@/domain/identity/israeli-id'

/**
 * A valid Israeli ID number no other test uses: the shared database flags a number held by two
 * accounts, so a fixed number would tie tests together.
 */
export function anIsraeliId(): string {
  const body = String(randomInt(10_000_000, 99_999_999))
  for (let check = 0; check <= 9; check++) {
    if (isValidIsraeliId(`${body}${check}`)) return `${body}${check}`
  }
  throw new Error('no check digit fits')
}
