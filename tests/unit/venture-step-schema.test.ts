import { describe, expect, it } from 'vitest'

import { ventureDraftSchema, ventureStepSchema } from '@/domain/companies/venture-step-schema'

const stock = {
  category: '3',
  subcategory: '',
  stage: 'seed',
  raisingType: 'stock',
  minimumAmount: '500000',
  maximumAmount: '1,500,000',
  pricePerShare: '12.5',
  loanPeriodMonths: '',
  annualInterestPercent: '',
  companyValueBeforeRaising: '20000000',
  useOfFunds: 'Hiring two engineers and a first sales team in Europe.',
  team: [],
  descriptionHe: 'פלטפורמה לניהול מלאי לחנויות קטנות',
  descriptionEn: 'An inventory platform for small shops',
}

const bonds = {
  ...stock,
  raisingType: 'bonds',
  pricePerShare: '',
  loanPeriodMonths: '36',
  annualInterestPercent: '7.25',
  companyValueBeforeRaising: '',
}

type Schema = typeof ventureStepSchema | typeof ventureDraftSchema

function errorsOf(schema: Schema, input: Record<string, unknown>) {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

const member = { photo: '', name: 'Dana Cohen', role: 'CEO', linkedinUrl: '', description: '' }

describe('about the venture step (step 2)', () => {
  it('keeps amounts in agorot and a share offer without bond terms', () => {
    expect(ventureStepSchema.parse({ ...stock, loanPeriodMonths: '12' })).toMatchObject({
      category: 3,
      subcategory: null,
      minimumAmount: 500_000_00,
      maximumAmount: 1_500_000_00,
      pricePerShare: 12_50,
      companyValueBeforeRaising: 20_000_000_00,
      // Typed before the company chose shares: the other kind's terms are dropped.
      loanPeriodMonths: null,
      annualInterestPercent: null,
    })
  })

  it('keeps a bond offer without a price per share', () => {
    expect(ventureStepSchema.parse({ ...bonds, pricePerShare: '3' })).toMatchObject({
      loanPeriodMonths: 36,
      annualInterestPercent: 7.25,
      pricePerShare: null,
      companyValueBeforeRaising: null,
    })
  })

  it('asks for bond terms for bonds only, and for the price and value for shares only', () => {
    expect(errorsOf(ventureStepSchema, { ...bonds, loanPeriodMonths: '' })).toEqual({
      loanPeriodMonths: 'required',
    })
    expect(
      errorsOf(ventureStepSchema, { ...bonds, loanPeriodMonths: '', annualInterestPercent: '' }),
    ).toEqual({ loanPeriodMonths: 'required', annualInterestPercent: 'required' })
    expect(errorsOf(ventureStepSchema, stock)).toEqual({})
    expect(errorsOf(ventureStepSchema, { ...stock, pricePerShare: '' })).toEqual({
      pricePerShare: 'required',
    })
    expect(errorsOf(ventureStepSchema, { ...stock, companyValueBeforeRaising: '' })).toEqual({
      companyValueBeforeRaising: 'required',
    })
    // A draft keeps what is there, terms or not.
    expect(errorsOf(ventureDraftSchema, { raisingType: 'bonds' })).toEqual({})
  })

  it('refuses a minimum above the maximum, in a draft too; equal is fine', () => {
    const above = { ...stock, minimumAmount: '1500000.01', maximumAmount: '1500000' }
    expect(errorsOf(ventureStepSchema, above)).toEqual({ maximumAmount: 'maximumBelowMinimum' })
    expect(errorsOf(ventureDraftSchema, above)).toEqual({ maximumAmount: 'maximumBelowMinimum' })
    expect(
      errorsOf(ventureStepSchema, { ...stock, minimumAmount: '1500000', maximumAmount: '1500000' }),
    ).toEqual({})
  })

  it('takes positive amounts in shekels with at most two decimals', () => {
    const minimum = (value: unknown) =>
      errorsOf(ventureStepSchema, { ...stock, minimumAmount: value }).minimumAmount
    expect(minimum('0')).toBe('amountPositive')
    expect(minimum('0.00')).toBe('amountPositive')
    expect(minimum('0.01')).toBeUndefined()
    expect(minimum(1000)).toBeUndefined()
    expect(minimum('1000.005')).toBe('amountInvalid')
    expect(minimum('-5')).toBe('amountInvalid')
    expect(minimum('1e6')).toBe('amountInvalid')
    expect(minimum('ten')).toBe('amountInvalid')
    expect(minimum('')).toBe('required')
  })

  it('takes a loan of 1 to 360 whole months and interest above 0 up to 100%', () => {
    const field = (name: string, value: unknown) =>
      errorsOf(ventureStepSchema, { ...bonds, [name]: value })[name]
    expect(field('loanPeriodMonths', '0')).toBe('loanPeriodInvalid')
    expect(field('loanPeriodMonths', '1')).toBeUndefined()
    expect(field('loanPeriodMonths', '360')).toBeUndefined()
    expect(field('loanPeriodMonths', '361')).toBe('loanPeriodInvalid')
    expect(field('loanPeriodMonths', '12.5')).toBe('loanPeriodInvalid')
    expect(field('annualInterestPercent', '0')).toBe('interestInvalid')
    expect(field('annualInterestPercent', '0.01')).toBeUndefined()
    expect(field('annualInterestPercent', 100)).toBeUndefined()
    expect(field('annualInterestPercent', '100.01')).toBe('interestInvalid')
    expect(field('annualInterestPercent', '5.125')).toBe('interestInvalid')
  })

  it('chooses stage and raising type from the project options', () => {
    expect(errorsOf(ventureStepSchema, { ...stock, stage: 'series_c' }).stage).toBe('choiceInvalid')
    expect(errorsOf(ventureStepSchema, { ...stock, stage: 'round_b' }).stage).toBeUndefined()
    expect(errorsOf(ventureStepSchema, { ...stock, raisingType: 'loan' }).raisingType).toBe(
      'choiceInvalid',
    )
    expect(errorsOf(ventureStepSchema, { ...stock, category: '' }).category).toBe('required')
    expect(errorsOf(ventureStepSchema, { ...stock, category: '-1' }).category).toBe('choiceInvalid')
  })

  it('writes each description in its own language, 20 to 300 characters', () => {
    const field = (name: string, value: string) =>
      errorsOf(ventureStepSchema, { ...stock, [name]: value })[name]
    expect(field('descriptionHe', 'An English text here, long enough')).toBe('hebrewTextRequired')
    expect(field('descriptionEn', 'טקסט בעברית שהוא ארוך מספיק כאן')).toBe('englishTextRequired')
    expect(field('descriptionEn', 'Too short')).toBe('messageMin')
    expect(field('descriptionEn', 'a'.repeat(301))).toBe('tooLong')
    expect(field('useOfFunds', 'Short')).toBe('messageMin')
  })

  it('takes 0 to 10 team members, each with a name and role and an optional https LinkedIn', () => {
    expect(errorsOf(ventureStepSchema, { ...stock, team: Array(10).fill(member) })).toEqual({})
    expect(errorsOf(ventureStepSchema, { ...stock, team: Array(11).fill(member) })).toEqual({
      team: 'tooManyTeamMembers',
    })
    expect(
      errorsOf(ventureStepSchema, { ...stock, team: [{ ...member, name: '', role: '' }] }),
    ).toEqual({ 'team.0.name': 'required', 'team.0.role': 'required' })
    const linkedin = (url: string) =>
      errorsOf(ventureStepSchema, { ...stock, team: [{ ...member, linkedinUrl: url }] })[
        'team.0.linkedinUrl'
      ]
    expect(linkedin('https://www.linkedin.com/in/dana')).toBeUndefined()
    expect(linkedin('http://www.linkedin.com/in/dana')).toBe('linkedinUrlInvalid')
    expect(linkedin('https://linkedin.com.evil.example/in/dana')).toBe('linkedinUrlInvalid')
    expect(
      ventureStepSchema.parse({ ...stock, team: [{ ...member, photo: '17' }] }).team[0],
    ).toEqual({ photo: 17, name: 'Dana Cohen', role: 'CEO', linkedinUrl: null, description: null })
    // A draft keeps a member being typed.
    expect(errorsOf(ventureDraftSchema, { team: [{ name: 'Dana' }] })).toEqual({})
  })

  it('refuses fields it does not know, on the step and on a member', () => {
    expect(errorsOf(ventureStepSchema, { ...stock, status: 'approved' })).toEqual({
      '': 'badRequest',
    })
    expect(
      errorsOf(ventureStepSchema, { ...stock, team: [{ ...member, owner: 1 }] })['team.0'],
    ).toBe('badRequest')
  })
})
