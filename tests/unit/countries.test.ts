import { describe, expect, it } from 'vitest'

import { countryCodes, countryOptions } from '@/domain/countries'

describe('countryOptions', () => {
  it('lists every ISO 3166-1 country once, with Kosovo', () => {
    expect(countryCodes).toHaveLength(250)
    expect(new Set(countryCodes).size).toBe(250)
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true)
    expect(countryCodes).toEqual(expect.arrayContaining(['IL', 'US', 'PS', 'XK', 'AQ']))
    expect(countryCodes).not.toContain('EU')
  })

  it('puts Israel first and names the rest in the page language, sorted', () => {
    const hebrew = countryOptions('he-IL')
    expect(hebrew[0]).toEqual({ code: 'IL', name: 'ישראל' })
    expect(hebrew.find((option) => option.code === 'US')?.name).toBe('ארצות הברית')
    const names = hebrew.slice(1).map((option) => option.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('he-IL').compare))

    const english = countryOptions('en-IL')
    expect(english[0]).toEqual({ code: 'IL', name: 'Israel' })
    expect(english[1]?.code).toBe('AF')
    expect(english).toHaveLength(250)
  })

  it('gives every country a name of its own, not its code', () => {
    for (const locale of ['he-IL', 'en-IL'])
      for (const option of countryOptions(locale)) expect(option.name).not.toBe(option.code)
  })
})
