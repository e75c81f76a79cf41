import { expect } from '@playwright/test'

import { totpCode } from '@/domain/auth/totp'

/**
 * The clock of authenticator codes, for tests. The server accepts the code of the current 30-second
 * step and of one step either side, and no step twice (its replay protection): a test that needs
 * several codes in a row takes the earliest step still accepted (the previous one) and counts up,
 * instead of waiting up to 30 s for a fresh step.
 */
const period = 30_000
/** Time a code must stay accepted for its request to reach the server. */
const margin = 10_000

export const stepAt = (now = Date.now()) => Math.floor(now / period)

/** The code of `step`, as an authenticator app shows it during that step. */
export const codeOfStep = (secret: string, step: number) => totpCode(secret, step * period + 1_000)

/**
 * The earliest step after `lastStep` (spent) that the server accepts now and for a few seconds
 * more: the previous step's, unless it is about to fall out of the window.
 */
export function earliestAcceptedStep(lastStep: number | null, now = Date.now()): number {
  const earliest = now % period < period - margin ? stepAt(now) - 1 : stepAt(now)
  return lastStep === null ? earliest : Math.max(lastStep + 1, earliest)
}

/** Waits until `step`'s code is accepted (at most one step ahead of the clock). */
export async function untilAccepted(step: number): Promise<void> {
  await expect
    .poll(() => stepAt() >= step - 1, { timeout: period + margin, intervals: [250] })
    .toBe(true)
}

/**
 * The code to enter now for a step after `lastStep`, and that step (the next call's `lastStep`).
 * Waits only when the window's steps are spent already (three codes in one half minute).
 */
export async function nextCode(
  secret: string,
  lastStep: number | null,
): Promise<{ code: string; step: number }> {
  const step = earliestAcceptedStep(lastStep)
  await untilAccepted(step)
  return { code: codeOfStep(secret, step), step }
}
