import { describe, expect, it, vi } from 'vitest'

import { chooseLocale, shortLanguagePath } from '@/domain/locale-choice'

describe('language choice order (spec 4)', () => {
  it('takes the lng parameter first, without looking up the country', () => {
    const lookupCountry = vi.fn(() => 'IL')
    expect(chooseLocale({ queryLng: 'EN', cookieLanguage: 'he', lookupCountry })).toEqual({
      locale: 'en',
      source: 'query',
    })
    expect(lookupCountry).not.toHaveBeenCalled()
  })

  it('ignores an unknown lng and uses the cookie', () => {
    expect(
      chooseLocale({ queryLng: 'fr', cookieLanguage: 'en', lookupCountry: () => 'IL' }),
    ).toEqual({
      locale: 'en',
      source: 'cookie',
    })
  })

  it('gives Hebrew for Israel and English for any other country', () => {
    expect(
      chooseLocale({ queryLng: null, cookieLanguage: undefined, lookupCountry: () => 'IL' }).locale,
    ).toBe('he')
    expect(
      chooseLocale({ queryLng: null, cookieLanguage: undefined, lookupCountry: () => 'US' }).locale,
    ).toBe('en')
  })

  it('gives English when the lookup fails', () => {
    expect(
      chooseLocale({ queryLng: null, cookieLanguage: 'xx', lookupCountry: () => null }),
    ).toEqual({
      locale: 'en',
      source: 'geo',
    })
  })

  it('falls back to Hebrew when there is no address to look up', () => {
    expect(
      chooseLocale({ queryLng: null, cookieLanguage: null, lookupCountry: () => undefined }),
    ).toEqual({
      locale: 'he',
      source: 'default',
    })
  })

  it('recognises the short language paths in any case', () => {
    expect(shortLanguagePath('/he')).toBe('he')
    expect(shortLanguagePath('/HE')).toBe('he')
    expect(shortLanguagePath('/EN/')).toBe('en')
    expect(shortLanguagePath('/help')).toBeNull()
    expect(shortLanguagePath('/en/contacts')).toBeNull()
  })
})
