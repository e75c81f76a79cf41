import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

import { passwordLength } from './credentials-schema'

/**
 * The password policy for every path that sets a password (registration, change, reset), after
 * OWASP ASVS 5.0 level 2: length 8 to 128, any characters, no composition rules, and no password
 * that is common, breached or easily guessed. The check uses the common and breached passwords
 * list shipped in `@zxcvbn-ts/language-common` (no network call), and the account's own name and
 * e-mail, so `dana.cohen2024` is refused for Dana Cohen.
 */
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })

/** zxcvbn scores 0 to 4; 0 and 1 are "too guessable" (about 10^6 guesses or fewer). */
const minimumScore = 2

export type PasswordProblem = 'passwordMin' | 'tooLong' | 'passwordTooCommon'

export function passwordProblem(
  password: string,
  personalWords: string[] = [],
): PasswordProblem | null {
  // Characters, not UTF-16 units: an emoji or a Hebrew letter with a mark counts once.
  const length = [...password].length
  if (length < passwordLength.min) return 'passwordMin'
  if (length > passwordLength.max) return 'tooLong'
  const words = personalWords
    .map((word) => word.toLowerCase())
    .flatMap((word) => [word, word.split('@')[0] ?? '', ...word.split(/[\s@.+_-]+/)])
    .filter((word) => word.length >= 3)
  const { score } = estimator.check(password.slice(0, 64), words)
  return score < minimumScore ? 'passwordTooCommon' : null
}

/** Staff passwords guard investor data: longer than investors' (the Users collection's policy). */
export const staffPasswordMinLength = 12
