import { describe, expect, it } from 'vitest'

import { isPublicAddress, parseTrustedProxies, resolveClientIp } from '@/domain/client-ip'
import { lookupCountry } from '@/server/geo/lookup-country'

describe('client address behind trusted proxies', () => {
  const trusted = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, ::1')

  it('ignores X-Forwarded-For from an untrusted peer', () => {
    expect(resolveClientIp('203.0.113.9', '5.29.0.1', trusted)).toBe('203.0.113.9')
  })

  it('believes X-Forwarded-For from a trusted proxy', () => {
    expect(resolveClientIp('127.0.0.1', '5.29.0.1', trusted)).toBe('5.29.0.1')
    expect(resolveClientIp('::ffff:127.0.0.1', '8.8.8.8', trusted)).toBe('8.8.8.8')
  })

  it('walks a chain of trusted proxies but stops at the first untrusted hop', () => {
    // Client claims 1.1.1.1; the real client is 8.8.8.8, seen by proxy 10.0.0.5, seen by us.
    expect(resolveClientIp('127.0.0.1', '1.1.1.1, 8.8.8.8, 10.0.0.5', trusted)).toBe('8.8.8.8')
  })

  it('gives no address when a trusted proxy forwards garbage', () => {
    expect(resolveClientIp('127.0.0.1', 'not-an-ip', trusted)).toBeNull()
  })

  it('trusts nobody when TRUSTED_PROXIES is empty', () => {
    expect(resolveClientIp('127.0.0.1', '5.29.0.1', parseTrustedProxies(''))).toBe('127.0.0.1')
  })

  it('refuses a malformed TRUSTED_PROXIES setting', () => {
    expect(() => parseTrustedProxies('proxy.local')).toThrow(/TRUSTED_PROXIES/)
  })

  it('treats loopback and private addresses as having no country', () => {
    expect(isPublicAddress('127.0.0.1')).toBe(false)
    expect(isPublicAddress('192.168.1.4')).toBe(false)
    expect(isPublicAddress('::1')).toBe(false)
    expect(isPublicAddress('5.29.0.1')).toBe(true)
  })
})

describe('offline country lookup', () => {
  it('finds Israel and other countries in the shipped database', () => {
    expect(lookupCountry('5.29.0.1')).toBe('IL')
    expect(lookupCountry('2a00:a040::1')).toBe('IL')
    expect(lookupCountry('8.8.8.8')).toBe('US')
  })

  it('reports a failed lookup as null and a private address as no lookup', () => {
    expect(lookupCountry('192.0.2.1')).toBeNull()
    expect(lookupCountry('10.1.2.3')).toBeUndefined()
    expect(lookupCountry(null)).toBeUndefined()
  })
})
