/**
 * Wrong passwords for one account from every address together slow further tries down instead of
 * locking the account: whoever sends them cannot shut the owner out, only wait longer and longer
 * between guesses. The owner's own browser (a known device) and a password reset are exempt.
 */
export type SlowdownPolicy = {
  /** Failures that cost nothing: a person mistyping a few times never waits. */
  freeFailures: number
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelaySeconds: number
  maxDelaySeconds: number
  /** A count not added to for this long starts again from zero. */
  forgetAfterSeconds: number
}

/** Seconds to wait, after the `failures`-th failure, before the next try is heard. */
export function delayAfterFailures(failures: number, policy: SlowdownPolicy): number {
  if (failures <= policy.freeFailures) return 0
  const doublings = Math.min(failures - policy.freeFailures - 1, 40)
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** doublings)
}

/** What is stored: failures counted so far and when the last one was. */
export type SlowdownState = { failures: number; lastFailureAt: Date } | null

export type SlowdownVerdict =
  /** Heard: it counts as a failure (`failures`) until the password proves otherwise. */
  { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number }

/**
 * Whether a try is heard now. A heard try is counted before the password is checked, so that
 * tries sent at once cannot all slip into the same free turn.
 */
export function judgeSlowdown(
  state: SlowdownState,
  now: Date,
  policy: SlowdownPolicy,
): SlowdownVerdict {
  const sinceLast = state ? now.getTime() - state.lastFailureAt.getTime() : Infinity
  const failures = state && sinceLast < policy.forgetAfterSeconds * 1000 ? state.failures : 0
  const waitMs = delayAfterFailures(failures, policy) * 1000 - sinceLast
  if (failures > 0 && waitMs > 0)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
  return { allowed: true, failures: failures + 1 }
}
