import { describe, expect, it } from 'vitest'

import { isSafeRedirectTarget, safeRedirectTarget } from '@/domain/redirect-target'

describe('redirect targets (spec 5)', () => {
  it.each([
    '/',
    '/investor/profile',
    '/investment_opportunities/solar-farm-2',
    '/invest/alias?amount=500&price=1.5',
    '/projects?status=raising#list',
    '/user/@me/~notes',
    '/%D7%A4%D7%A8%D7%95%D7%99%D7%A7%D7%98',
    '/פרויקט',
  ])('accepts the local path %s', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(true)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'profile',
    '/../admin',
    '/a//b',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/path with space',
    '/a"onmouseover',
    '',
    ' /leading-space',
  ])('rejects %s', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(false)
  })

  it('rejects what is not a string', () => {
    expect(isSafeRedirectTarget(undefined)).toBe(false)
    expect(isSafeRedirectTarget(42)).toBe(false)
  })

  it('falls back to the given path when the target is unsafe', () => {
    expect(safeRedirectTarget('//evil.example', '/home')).toBe('/home')
    expect(safeRedirectTarget('/contacts', '/home')).toBe('/contacts')
  })
})
