import { describe, expect, it } from 'vitest'

import { hrefProblem } from '@/fields/link-href'

describe('link fields', () => {
  it('accepts an empty value only when the field is optional', () => {
    expect(hrefProblem('', false)).toBeNull()
    expect(hrefProblem(null, false)).toBeNull()
    expect(hrefProblem(undefined, false)).toBeNull()
    expect(hrefProblem('', true)).toBe('empty')
    expect(hrefProblem(null, true)).toBe('empty')
  })

  it('checks a non-empty value whether or not the field is required', () => {
    for (const required of [true, false]) {
      expect(hrefProblem('/contacts', required)).toBeNull()
      expect(hrefProblem('#login', required)).toBeNull()
      expect(hrefProblem('#register-company', required)).toBeNull()
      expect(hrefProblem('#register-', required)).toBe('invalid')
      expect(hrefProblem('#a"b', required)).toBe('invalid')
      expect(hrefProblem('https://example.com/a', required)).toBeNull()
      expect(hrefProblem('http://example.com', required)).toBe('invalid')
      expect(hrefProblem('//evil.example', required)).toBe('invalid')
      expect(hrefProblem('javascript:alert(1)', required)).toBe('invalid')
    }
  })
})
