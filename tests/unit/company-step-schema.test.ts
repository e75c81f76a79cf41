import { describe, expect, it } from 'vitest'

import { companyStepSchemas } from '@/domain/companies/company-step-schema'

const today = '2026-03-15'
const { complete, draft } = companyStepSchemas(() => today)

const valid = {
  legalNameHe: 'אקמי טכנולוגיות בע"מ',
  legalNameEn: 'Acme Technologies Ltd',
  companyNumber: '515555555',
  incorporationDate: '2019-06-01',
  address: 'Herzl 1, Tel Aviv',
  website: '',
  contactName: 'Dana Cohen',
  contactRole: 'CEO',
  offeredByProspectus: 'no',
}

/** The message key of each field in error (the first one, as the forms show it). */
function errorsOf(schema: typeof complete | typeof draft, input: Record<string, unknown>) {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

const fieldError = (field: string, value: unknown) =>
  errorsOf(complete, { ...valid, [field]: value })[field]

describe('company data step (step 1)', () => {
  it('accepts a complete step and stores the company number as its 9 digits', () => {
    const parsed = complete.parse({ ...valid, companyNumber: '51-555555-5' })
    expect(parsed).toMatchObject({
      companyNumber: '515555555',
      offeredByProspectus: false,
      website: null,
    })
  })

  it('names every missing field when continuing, none in a draft', () => {
    expect(errorsOf(complete, {})).toEqual({
      legalNameHe: 'required',
      legalNameEn: 'required',
      companyNumber: 'required',
      incorporationDate: 'required',
      address: 'required',
      contactName: 'required',
      contactRole: 'required',
      offeredByProspectus: 'required',
    })
    expect(draft.parse({})).toMatchObject({ legalNameHe: null, offeredByProspectus: null })
    expect(draft.parse({ legalNameHe: '  ', companyNumber: '' })).toMatchObject({
      legalNameHe: null,
      companyNumber: null,
    })
  })

  it('checks what a draft holds by the same rules', () => {
    expect(errorsOf(draft, { companyNumber: '515555556' })).toEqual({
      companyNumber: 'companyNumberInvalid',
    })
  })

  it('refuses a company number whose check digit is wrong, or that is not a company number', () => {
    expect(fieldError('companyNumber', '515555556')).toBe('companyNumberInvalid')
    expect(fieldError('companyNumber', '512345679')).toBeUndefined()
    expect(fieldError('companyNumber', '580000123')).toBeUndefined()
    // A valid identity number is not a company's (they start with 5).
    expect(fieldError('companyNumber', '123456782')).toBe('companyNumberInvalid')
    // Never padded: a shorter number is a typing mistake.
    expect(fieldError('companyNumber', '15555555')).toBe('companyNumberInvalid')
    expect(fieldError('companyNumber', '5155555555')).toBe('companyNumberInvalid')
    expect(fieldError('companyNumber', 'abc')).toBe('companyNumberInvalid')
  })

  it('takes an incorporation date up to today in Israel, never tomorrow', () => {
    expect(fieldError('incorporationDate', today)).toBeUndefined()
    expect(fieldError('incorporationDate', '2026-03-16')).toBe('dateInFuture')
    expect(fieldError('incorporationDate', '2026-02-30')).toBe('dateInvalid')
    expect(fieldError('incorporationDate', '15/03/2026')).toBe('dateInvalid')
    expect(fieldError('incorporationDate', '1899-12-31')).toBe('dateInvalid')
    expect(fieldError('incorporationDate', '1900-01-01')).toBeUndefined()
  })

  it('wants the Hebrew name in Hebrew and the English one in English letters', () => {
    expect(fieldError('legalNameHe', 'Acme Ltd')).toBe('hebrewTextRequired')
    expect(fieldError('legalNameHe', 'אקמי AI בע"מ')).toBeUndefined()
    expect(fieldError('legalNameEn', 'אקמי בע"מ')).toBe('englishTextRequired')
    expect(fieldError('legalNameEn', 'Acme אקמי')).toBe('englishTextRequired')
    expect(fieldError('legalNameEn', '12345')).toBe('englishTextRequired')
    expect(fieldError('legalNameEn', 'A')).toBe('nameMin')
    expect(fieldError('legalNameEn', `A${'b'.repeat(120)}`)).toBe('tooLong')
    expect(fieldError('legalNameEn', 'Acme\u0000Ltd')).toBe('controlCharacters')
  })

  it('takes an optional website on http or https with a domain name only', () => {
    expect(fieldError('website', 'https://acme.co.il')).toBeUndefined()
    expect(fieldError('website', 'http://acme.co.il/about?x=1')).toBeUndefined()
    expect(fieldError('website', 'HTTPS://ACME.CO.IL')).toBeUndefined()
    for (const address of [
      'acme.co.il',
      'ftp://acme.co.il',
      'javascript:alert(1)',
      'https://localhost',
      'https://10.0.0.1',
      'https://user:pass@acme.co.il',
      'https://acme .co.il',
    ])
      expect(fieldError('website', address), address).toBe('websiteInvalid')
  })

  it('stops a company that offered securities by prospectus, in a draft too', () => {
    expect(fieldError('offeredByProspectus', 'yes')).toBe('prospectusOffered')
    expect(fieldError('offeredByProspectus', true)).toBe('prospectusOffered')
    expect(errorsOf(draft, { offeredByProspectus: 'yes' })).toEqual({
      offeredByProspectus: 'prospectusOffered',
    })
    expect(fieldError('offeredByProspectus', false)).toBeUndefined()
    expect(fieldError('offeredByProspectus', 'maybe')).toBe('required')
  })

  it('refuses fields it does not know', () => {
    expect(errorsOf(complete, { ...valid, status: 'approved' })).toEqual({ '': 'badRequest' })
  })
})
