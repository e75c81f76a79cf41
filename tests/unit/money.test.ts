import { describe, expect, it } from 'vitest'

import { formatMoney } from '@/domain/money'

/** Intl puts direction marks and narrow or no-break spaces around the sign; compare without them. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ')
const ils = (minor: number, locale: 'he' | 'en') =>
  plain(formatMoney({ minor, currency: 'ILS' }, locale))

describe('formatMoney', () => {
  it('writes the shekel sign before the amount in English and after it in Hebrew', () => {
    expect(ils(620_000_00, 'en')).toBe('₪620,000')
    expect(ils(620_000_00, 'he')).toBe('620,000 ₪')
  })

  it('writes large amounts in full, never compact ("4M") or as NIS', () => {
    for (const locale of ['he', 'en'] as const) {
      const text = ils(4_000_000_00, locale)
      expect(text).toContain('4,000,000')
      expect(text).not.toMatch(/M|NIS|ILS|מיליון/)
    }
    expect(ils(123_456_789_00, 'en')).toBe('₪123,456,789')
    expect(ils(123_456_789_00, 'he')).toBe('123,456,789 ₪')
  })

  it('writes zero as a plain zero', () => {
    expect(ils(0, 'en')).toBe('₪0')
    expect(ils(0, 'he')).toBe('0 ₪')
  })

  it('keeps agorot when there are any, always two digits', () => {
    expect(ils(1_250, 'en')).toBe('₪12.50')
    expect(ils(1_250, 'he')).toBe('12.50 ₪')
    expect(ils(1, 'en')).toBe('₪0.01')
    expect(ils(99_999, 'he')).toBe('999.99 ₪')
    expect(ils(100_000_05, 'en')).toBe('₪100,000.05')
  })

  it('rounds a fraction of an agora to the nearest agora, so 999.995 never shows as 1,000', () => {
    expect(ils(99_999.4, 'en')).toBe('₪999.99')
    expect(ils(99_999.6, 'en')).toBe('₪1,000')
    expect(ils(100.4, 'he')).toBe('1 ₪')
  })

  it('writes dollars with their own sign', () => {
    expect(plain(formatMoney({ minor: 350, currency: 'USD' }, 'en'))).toBe('US$3.50')
    expect(plain(formatMoney({ minor: 15_000_00, currency: 'USD' }, 'he'))).toBe('15,000 $')
  })
})
