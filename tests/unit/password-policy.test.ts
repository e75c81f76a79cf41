import { describe, expect, it } from 'vitest'

import { passwordProblem } from '@/domain/auth/password-policy'

describe('password policy (ASVS 5.0 level 2)', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou123', 'P@ssw0rd123', 'aaaaaaaaaaaa'])(
    'refuses the common or guessable password %s',
    (password) => {
      expect(passwordProblem(password)).toBe('passwordTooCommon')
    },
  )

  it("refuses a password made of the person's own name", () => {
    expect(passwordProblem('dana.cohen2024', ['Dana Cohen', 'dana.cohen@example.com'])).toBe(
      'passwordTooCommon',
    )
    expect(passwordProblem('dana.cohen2024')).toBeNull()
  })

  it('accepts long passphrases in any script, with no composition rules', () => {
    expect(passwordProblem('correct horse battery')).toBeNull()
    expect(passwordProblem('כלב חתול ועכבר בגן')).toBeNull()
    expect(passwordProblem('Trumpet-Ocean-71')).toBeNull()
  })

  it('allows 8 to 128 characters, counting characters rather than UTF-16 units', () => {
    expect(passwordProblem('Tq9#vLz')).toBe('passwordMin')
    expect(
      passwordProblem('x'.repeat(40) + 'Trumpet-Ocean-71'.repeat(5) + 'y'.repeat(8)),
    ).toBeNull()
    expect(passwordProblem('Trumpet-Ocean-71'.repeat(8) + 'z')).toBe('tooLong')
    expect(passwordProblem('🎺🌊🎺🌊🎺🌊🎺')).toBe('passwordMin')
  })
})
