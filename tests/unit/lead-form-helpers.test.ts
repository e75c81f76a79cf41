import { describe, expect, it } from 'vitest'

import { leadProjectAttributes, leadProjectOf, readLeadContext } from '@/domain/leads/lead-context'
import { csvCell, toCsv } from '@/domain/leads/leads-csv'
import {
  isAllowedPhoneKey,
  keepPhoneCharacters,
  phonePrefixFor,
} from '@/domain/leads/phone-input-rules'
import { shouldOpenTimeoutPopup, timeoutPopupDelayMs } from '@/domain/leads/timeout-popup'

describe('phone key presses (spec 5)', () => {
  it('lets digits, plus, minus and editing keys through, nothing else', () => {
    for (const key of ['0', '9', '+', '-', 'Backspace', 'ArrowLeft', 'Tab'])
      expect(isAllowedPhoneKey(key), key).toBe(true)
    for (const key of ['a', ' ', '(', '.', 'ש']) expect(isAllowedPhoneKey(key), key).toBe(false)
  })

  it('keeps only those characters from a pasted value, up to the limit', () => {
    expect(keepPhoneCharacters('(050) 123-4567', 17)).toBe('050123-4567')
    expect(keepPhoneCharacters('+972 50 123 4567 999 888', 17)).toBe('+9725012345679998')
  })

  it('starts a new country from plus and its dial code', () => {
    expect(phonePrefixFor('IL')).toBe('+972')
    expect(phonePrefixFor('US')).toBe('+1')
  })
})

describe('timeout popup (spec 4)', () => {
  it('waits 90 s on the default layout and 25 s on the new one', () => {
    expect(timeoutPopupDelayMs).toEqual({ default: 90_000, new: 25_000 })
  })

  it('opens while not yet viewed and no other modal is open', () => {
    expect(shouldOpenTimeoutPopup({ cookieValue: null, otherModalOpen: false })).toBe(true)
    expect(shouldOpenTimeoutPopup({ cookieValue: 'false', otherModalOpen: false })).toBe(true)
    expect(shouldOpenTimeoutPopup({ cookieValue: 'true', otherModalOpen: false })).toBe(false)
    expect(shouldOpenTimeoutPopup({ cookieValue: 'false', otherModalOpen: true })).toBe(false)
  })
})

describe('lead context', () => {
  it('keeps a route path as source, campaign fields, and drops what is not text', () => {
    const context = readLeadContext({
      source: '/projects/solar',
      projectName: 'Solar',
      utm_source: 'newsletter',
      utm_medium: 42,
      website: '',
    })
    expect(context.source).toBe('/projects/solar')
    expect(context.projectName).toBe('Solar')
    expect(context.utm).toEqual({
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
    })
  })

  it('refuses a full URL as the source', () => {
    expect(readLeadContext({ source: 'https://evil.example/x' }).source).toBe('')
    expect(readLeadContext({ source: '//evil.example/x' }).source).toBe('')
  })
})

describe('leads CSV', () => {
  it('quotes cells and neutralises formulas from visitors', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell(null)).toBe('""')
  })

  it('starts with a byte-order mark and a header row', () => {
    const csv = toCsv([{ header: 'name', value: (r: { n: string }) => r.n }], [{ n: 'דנה' }])
    expect(csv).toBe('\uFEFF"name"\r\n"דנה"\r\n')
  })
})

describe('project of the page for layout-level lead forms', () => {
  const element = (attributes: Record<string, string>) => ({
    getAttribute: (name: string) => attributes[name] ?? null,
  })

  it('reads the name and category a project page marks its article with', () => {
    const marked = element({
      [leadProjectAttributes.name]: 'Solar roofs',
      [leadProjectAttributes.category]: 'Energy / Solar',
    })
    expect(leadProjectOf(marked)).toEqual({ name: 'Solar roofs', category: 'Energy / Solar' })
    expect(leadProjectOf(element({ [leadProjectAttributes.name]: 'No category' }))).toEqual({
      name: 'No category',
    })
  })

  it('names no project on other pages, or where the name is empty', () => {
    expect(leadProjectOf(null)).toBeUndefined()
    expect(leadProjectOf(element({ [leadProjectAttributes.name]: '' }))).toBeUndefined()
  })
})
