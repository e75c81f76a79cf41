import { describe, expect, it } from 'vitest'

import { isExpiredByTags, tagExpiryMoment, tagsOfHeader } from '@/domain/cache/tag-expiry'
import { decodeCacheValue, encodeCacheValue } from '@/framework/cache-value-codec'

describe('isExpiredByTags', () => {
  const now = 1_000_000
  const expirations = (map: Record<string, number>) => (tag: string) => map[tag]

  it('keeps an entry none of whose tags expired', () => {
    expect(isExpiredByTags(['a', 'b'], now - 60_000, expirations({ c: now - 1 }), now)).toBe(false)
    expect(isExpiredByTags([], now - 60_000, expirations({ a: now - 1 }), now)).toBe(false)
  })

  it('drops an entry one of whose tags expired after it was stored', () => {
    expect(isExpiredByTags(['a', 'b'], now - 60_000, expirations({ b: now - 1 }), now)).toBe(true)
  })

  it('drops an entry stored within the settle window after the expiry, keeps one stored after it', () => {
    const expiredAt = now - 10_000
    const stored = (afterExpiry: number) => expiredAt + afterExpiry
    const check = (afterExpiry: number) =>
      isExpiredByTags(['a'], stored(afterExpiry), expirations({ a: expiredAt }), now, 2000)
    expect(check(0)).toBe(true)
    expect(check(1999)).toBe(true)
    expect(check(2000)).toBe(false)
    expect(check(5000)).toBe(false)
  })

  it('does not yet drop an entry for a tag that expires in the future', () => {
    expect(isExpiredByTags(['a'], now - 60_000, expirations({ a: now + 1 }), now)).toBe(false)
    expect(isExpiredByTags(['a'], now - 60_000, expirations({ a: now }), now)).toBe(true)
  })
})

describe('tagExpiryMoment', () => {
  it('is now without a lifetime, or that many seconds on', () => {
    expect(tagExpiryMoment(5000, undefined)).toBe(5000)
    expect(tagExpiryMoment(5000, 0)).toBe(5000)
    expect(tagExpiryMoment(5000, 3)).toBe(8000)
    expect(tagExpiryMoment(5000, -3)).toBe(5000)
  })
})

describe('tagsOfHeader', () => {
  it('reads the comma-separated header, in one or several values', () => {
    expect(tagsOfHeader('_N_T_/layout,page:about, project:x')).toEqual([
      '_N_T_/layout',
      'page:about',
      'project:x',
    ])
    expect(tagsOfHeader(['a,b', 'c'])).toEqual(['a', 'b', 'c'])
    expect(tagsOfHeader(undefined)).toEqual([])
    expect(tagsOfHeader(7)).toEqual([])
  })
})

describe('cache value codec', () => {
  it('brings back Buffers and Maps, nested, with everything else as it was', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<html dir="rtl">שלום</html>',
      rscData: Buffer.from([0, 1, 2, 250, 255]),
      status: 200,
      headers: { 'x-next-cache-tags': 'a,b' },
      segmentData: new Map([
        ['/_tree', Buffer.from('tree')],
        ['/he/_index', Buffer.from('index')],
      ]),
      postponed: undefined,
      list: [Buffer.from('x'), { nested: new Map([['k', 1]]) }],
    }
    const back = decodeCacheValue<typeof value>(encodeCacheValue(value))
    expect(back.html).toBe(value.html)
    expect(Buffer.isBuffer(back.rscData)).toBe(true)
    expect([...back.rscData]).toEqual([0, 1, 2, 250, 255])
    expect(back.segmentData).toBeInstanceOf(Map)
    expect(back.segmentData.get('/he/_index')?.toString()).toBe('index')
    expect(back.headers).toEqual(value.headers)
    expect(back.list[0]).toEqual(Buffer.from('x'))
    expect((back.list[1] as { nested: Map<string, number> }).nested.get('k')).toBe(1)
    expect('postponed' in back).toBe(false)
  })

  it('leaves an object that merely has a $buffer field among others alone', () => {
    const value = { $buffer: 'not base64', other: 1 }
    expect(decodeCacheValue(encodeCacheValue(value))).toEqual(value)
  })
})
