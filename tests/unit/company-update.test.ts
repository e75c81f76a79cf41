import { describe, expect, it } from 'vitest'

import {
  companyMayPostUpdates,
  companyUpdateSchema,
  updateParagraphs,
} from '@/domain/companies/company-update'
import { projectStatuses, publicProjectStatuses } from '@/domain/projects/project-status'

const valid = {
  titleHe: 'עדכון רבעוני',
  titleEn: 'Quarterly update',
  textHe: 'הכנסות הרבעון עלו בעשרים אחוז.',
  textEn: 'Revenue grew by twenty percent this quarter.',
  visibility: 'investors',
}

const errorsOf = (input: Record<string, unknown>) => {
  const result = companyUpdateSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('a company update as typed', () => {
  it('takes both languages and a visibility', () => {
    expect(companyUpdateSchema.parse(valid)).toEqual(valid)
    expect(companyUpdateSchema.parse({ ...valid, visibility: 'public' }).visibility).toBe('public')
  })

  it('trims the texts', () => {
    expect(companyUpdateSchema.parse({ ...valid, titleEn: '  Quarterly update  ' }).titleEn).toBe(
      'Quarterly update',
    )
  })

  it('asks each field in its language', () => {
    expect(
      errorsOf({ ...valid, titleHe: 'Quarterly', textHe: 'Revenue grew this quarter, a lot.' }),
    ).toEqual({
      titleHe: 'hebrewTextRequired',
      textHe: 'hebrewTextRequired',
    })
    expect(errorsOf({ ...valid, titleEn: 'עדכון רבעוני' }).titleEn).toBe('englishTextRequired')
    // An English text may name a Hebrew brand, but must be English.
    expect(errorsOf({ ...valid, textEn: 'We signed with מגדל this quarter, at last.' })).toEqual({})
    expect(errorsOf({ ...valid, textEn: 'הכנסות הרבעון עלו בעשרים אחוז.' }).textEn).toBe(
      'englishTextRequired',
    )
  })

  it('holds the lengths at their edges', () => {
    expect(errorsOf({ ...valid, titleEn: 'Upda' }).titleEn).toBe('detailsMin')
    expect(errorsOf({ ...valid, titleEn: 'Updat' })).toEqual({})
    expect(errorsOf({ ...valid, titleEn: 'U'.repeat(140) })).toEqual({})
    expect(errorsOf({ ...valid, titleEn: 'U'.repeat(141) }).titleEn).toBe('tooLong')
    expect(errorsOf({ ...valid, textEn: 'x'.repeat(19) }).textEn).toBe('updateTextMin')
    expect(errorsOf({ ...valid, textEn: 'x'.repeat(20) })).toEqual({})
    expect(errorsOf({ ...valid, textEn: 'x'.repeat(5000) })).toEqual({})
    expect(errorsOf({ ...valid, textEn: 'x'.repeat(5001) }).textEn).toBe('tooLong')
  })

  it('refuses a missing field, another visibility and any other field', () => {
    expect(errorsOf({ ...valid, textHe: '   ' }).textHe).toBe('required')
    expect(errorsOf({ ...valid, visibility: 'everyone' }).visibility).toBe('required')
    const { visibility: _, ...withoutVisibility } = valid
    expect(errorsOf(withoutVisibility).visibility).toBe('required')
    expect(companyUpdateSchema.safeParse({ ...valid, company: 7 }).success).toBe(false)
  })
})

describe('when a company may post updates', () => {
  it('once its project is published in a public status', () => {
    for (const status of projectStatuses) {
      const onSite = (publicProjectStatuses as readonly string[]).includes(status)
      expect(companyMayPostUpdates({ status, published: true }), status).toBe(onSite)
      expect(companyMayPostUpdates({ status, published: false }), status).toBe(false)
    }
  })
})

describe('an update’s paragraphs', () => {
  it('splits at blank lines and joins the lines of a paragraph', () => {
    expect(updateParagraphs('First line\nsame paragraph.\n\n  Second.\r\n\r\nThird.\n')).toEqual([
      'First line same paragraph.',
      'Second.',
      'Third.',
    ])
    expect(updateParagraphs('One.\n \n\n\nTwo.')).toEqual(['One.', 'Two.'])
  })
})
