import { describe, expect, it } from 'vitest'

import {
  accountKindField,
  companyRegistrationSchema,
  registrationSchema,
} from '@/domain/auth/credentials-schema'

const company = {
  companyName: 'Solar Roofs Ltd',
  companyNumber: '512345679',
  name: 'Dana Cohen',
  email: 'dana@solar-roofs.example',
  phoneCountry: 'IL',
  phone: '050-123-4567',
  password: 'Copper-Lantern-4812',
  confirmPassword: 'Copper-Lantern-4812',
  agree: true,
}

/** The first message key the schema gives each failing field (what the form shows). */
function errorsOf(value: unknown) {
  const result = companyRegistrationSchema.safeParse(value)
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe("a capital-raising company's registration (spec 6)", () => {
  it('accepts a complete registration and keeps the company number as its 9 digits', () => {
    expect(errorsOf(company)).toEqual({})
    const spaced = companyRegistrationSchema.parse({ ...company, companyNumber: ' 51-234567-9 ' })
    expect(spaced.companyNumber).toBe('512345679')
    expect(spaced.companyName).toBe('Solar Roofs Ltd')
  })

  it('refuses a company number whose check digit is wrong', () => {
    expect(errorsOf({ ...company, companyNumber: '512345678' })).toEqual({
      companyNumber: 'companyNumberInvalid',
    })
  })

  it('refuses a number that is not a company number: not 9 digits, not starting with 5', () => {
    for (const companyNumber of ['51234567', '5123456790', '123456782', '51234567x'])
      expect(errorsOf({ ...company, companyNumber }), companyNumber).toEqual({
        companyNumber: 'companyNumberInvalid',
      })
  })

  it('needs the company name and number, with the investor fields’ messages beside them', () => {
    const { companyName: _name, companyNumber: _number, ...person } = company
    expect(errorsOf(person)).toEqual({ companyName: 'required', companyNumber: 'required' })
    expect(errorsOf({ ...company, companyName: '   ' })).toEqual({ companyName: 'required' })
    expect(errorsOf({ ...company, companyName: 'X' })).toEqual({ companyName: 'nameMin' })
    expect(errorsOf({ ...company, companyName: 'X'.repeat(121) })).toEqual({
      companyName: 'tooLong',
    })
    expect(errorsOf({ ...company, companyName: 'Solar\u0000Roofs' })).toEqual({
      companyName: 'controlCharacters',
    })
  })

  it('reports every broken field at once, the company’s and the person’s', () => {
    expect(
      errorsOf({
        ...company,
        companyNumber: '512345678',
        phone: '123456789',
        confirmPassword: 'x',
      }),
    ).toEqual({
      companyNumber: 'companyNumberInvalid',
      phone: 'phoneInvalid',
      confirmPassword: 'sameAsPassword',
    })
  })

  it("an investor's registration ignores company fields; the kind defaults to investor", () => {
    const investor = registrationSchema.parse({ ...company, companyNumber: 'anything' })
    expect(investor).not.toHaveProperty('companyNumber')
    expect(accountKindField.parse(undefined)).toBe('investor')
    expect(accountKindField.parse('company')).toBe('company')
    expect(accountKindField.safeParse('staff').error?.issues[0]?.message).toBe('choiceInvalid')
  })
})
