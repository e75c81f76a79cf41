import type { Payload } from 'payload'

import { advanceRaiseStatuses, type AdvancedRaise } from './advance-raise-statuses'

export type SettledRaises = { advanced: AdvancedRaise[] }

/**
 * One round of the raises' schedule, run by the `settleRaises` job every minute (and by tests
 * with their own clock): statuses that are due. Every step is safe to run twice at once or again
 * after a crash half-way.
 */
export async function settleRaises(
  payload: Payload,
  now: Date = new Date(),
): Promise<SettledRaises> {
  const advanced = await advanceRaiseStatuses(payload, now)
  return { advanced }
}
