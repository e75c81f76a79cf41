import { describe, expect, it } from 'vitest'

import {
  codeDigits,
  otpChallengeAnswerSchema,
  otpSendSchema,
  otpVerifySchema,
} from '@/domain/otp/otp-rules'

describe('one-time code input', () => {
  it('keeps the first six digits of a paste, dropping spaces and dashes', () => {
    expect(codeDigits('123 456 789')).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(codeDigits('code: 98-76')).toEqual(['9', '8', '7', '6'])
    expect(codeDigits('abc')).toEqual([])
  })

  it('accepts exactly six digits as a code', () => {
    expect(otpVerifySchema.safeParse({ user_id: 4, code: '012345' }).success).toBe(true)
    for (const code of ['12345', '1234567', '12a456', '', undefined]) {
      const result = otpVerifySchema.safeParse({ user_id: 4, code })
      expect(result.success, String(code)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('otpInvalid')
    }
  })

  it('reads the user id from JSON numbers or form strings, and only known methods', () => {
    expect(otpSendSchema.parse({ user_id: '12', method: 'email' })).toEqual({
      user_id: 12,
      method: 'email',
    })
    expect(otpSendSchema.safeParse({ user_id: 12, method: 'fax' }).success).toBe(false)
    expect(otpSendSchema.safeParse({ user_id: 0 }).success).toBe(false)
  })

  it('a challenge answer needs a challenge id and a six-digit code', () => {
    expect(otpChallengeAnswerSchema.safeParse({ challenge_id: 'x', code: '123456' }).success).toBe(
      false,
    )
    expect(
      otpChallengeAnswerSchema.safeParse({ challenge_id: 'otp_abcdefghijkl', code: '123456' })
        .success,
    ).toBe(true)
  })
})
