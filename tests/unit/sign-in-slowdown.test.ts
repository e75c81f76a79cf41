import { describe, expect, it } from 'vitest'

import { accountSlowdown } from '@/domain/auth/rate-limit-rules'
import {
  delayAfterFailures,
  judgeSlowdown,
  type SlowdownPolicy,
} from '@/domain/auth/sign-in-slowdown'

const policy: SlowdownPolicy = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 86_400,
}

const now = new Date('2026-11-28T12:00:00Z')
const secondsBefore = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('delay after wrong passwords across addresses', () => {
  it('costs nothing up to the free failures', () => {
    expect(delayAfterFailures(0, policy)).toBe(0)
    expect(delayAfterFailures(5, policy)).toBe(0)
  })

  it('waits the first delay after the first failure past them, then doubles', () => {
    expect(delayAfterFailures(6, policy)).toBe(1)
    expect(delayAfterFailures(7, policy)).toBe(2)
    expect(delayAfterFailures(10, policy)).toBe(16)
  })

  it('never waits longer than the ceiling, however many failures', () => {
    expect(delayAfterFailures(15, policy)).toBe(512)
    expect(delayAfterFailures(16, policy)).toBe(900)
    expect(delayAfterFailures(10_000, policy)).toBe(900)
    expect(Number.isFinite(delayAfterFailures(Number.MAX_SAFE_INTEGER, policy))).toBe(true)
  })

  it('keeps the figures that bound a day of guessing', () => {
    // Past the free tries and the doubling, one guess per ceiling: under 100 a day per account.
    for (const rules of [accountSlowdown.investor, accountSlowdown.staff]) {
      expect(rules.freeFailures).toBeGreaterThanOrEqual(5)
      expect(86_400 / rules.maxDelaySeconds).toBeLessThanOrEqual(96)
    }
  })
})

describe('whether a try is heard', () => {
  it('hears the first try and counts it', () => {
    expect(judgeSlowdown(null, now, policy)).toEqual({ allowed: true, failures: 1 })
  })

  it('hears every try while failures are free', () => {
    const state = { failures: 5, lastFailureAt: now }
    expect(judgeSlowdown(state, now, policy)).toEqual({ allowed: true, failures: 6 })
  })

  it('makes the next try wait after a failure past the free ones, with the seconds left', () => {
    // The tenth failure asks for 16 seconds; 3 have passed.
    const state = { failures: 10, lastFailureAt: secondsBefore(3) }
    expect(judgeSlowdown(state, now, policy)).toEqual({ allowed: false, retryAfterSeconds: 13 })
  })

  it('hears the try once the wait is over, to the millisecond', () => {
    expect(judgeSlowdown({ failures: 10, lastFailureAt: secondsBefore(16) }, now, policy)).toEqual({
      allowed: true,
      failures: 11,
    })
    const almost = { failures: 10, lastFailureAt: new Date(now.getTime() - 15_999) }
    expect(judgeSlowdown(almost, now, policy)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('forgets the count after a quiet day, and not a moment before', () => {
    const forgotten = { failures: 40, lastFailureAt: secondsBefore(86_400) }
    expect(judgeSlowdown(forgotten, now, policy)).toEqual({ allowed: true, failures: 1 })
    const remembered = { failures: 40, lastFailureAt: secondsBefore(86_399) }
    expect(judgeSlowdown(remembered, now, policy)).toEqual({ allowed: true, failures: 41 })
  })

  it('never asks to wait past the ceiling', () => {
    const state = { failures: 1_000, lastFailureAt: now }
    expect(judgeSlowdown(state, now, policy)).toEqual({ allowed: false, retryAfterSeconds: 900 })
  })
})
