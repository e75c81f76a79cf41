import { describe, expect, it } from 'vitest'

import {
  changeEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
} from '@/domain/auth/credentials-schema'

const valid = {
  name: 'Dana Cohen',
  email: 'dana@example.com',
  phoneCountry: 'IL',
  phone: '050-123-4567',
  password: 'Copper-Lantern-4812',
  confirmPassword: 'Copper-Lantern-4812',
  agree: true,
}

/** The first message key the schema gives each failing field (what the form shows). */
function errorsOf(schema: { safeParse: (v: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] }
  }
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe('registration form rules (spec 5)', () => {
  it('accepts a complete registration', () => {
    expect(errorsOf(registrationSchema, valid)).toEqual({})
  })

  it('says "cannot be empty" for every missing field', () => {
    expect(errorsOf(registrationSchema, {})).toMatchObject({
      name: 'required',
      email: 'required',
      phone: 'required',
      password: 'required',
      confirmPassword: 'required',
      agree: 'required',
    })
  })

  it('needs a name of at least 2 characters', () => {
    expect(errorsOf(registrationSchema, { ...valid, name: 'D' })).toEqual({ name: 'nameMin' })
    expect(errorsOf(registrationSchema, { ...valid, name: 'Da' })).toEqual({})
  })

  it('needs a phone of 9 to 20 characters that is valid for the chosen country', () => {
    expect(errorsOf(registrationSchema, { ...valid, phone: '05012345' })).toEqual({
      phone: 'phoneMin',
    })
    expect(errorsOf(registrationSchema, { ...valid, phone: '0'.repeat(21) })).toEqual({
      phone: 'phoneMax',
    })
    expect(errorsOf(registrationSchema, { ...valid, phone: '123456789' })).toEqual({
      phone: 'phoneInvalid',
    })
    expect(
      errorsOf(registrationSchema, { ...valid, phoneCountry: 'US', phone: '(201) 555-0123' }),
    ).toEqual({})
  })

  it('needs a password of at least 8 characters, confirmed identically', () => {
    expect(
      errorsOf(registrationSchema, { ...valid, password: '1234567', confirmPassword: '1234567' }),
    ).toEqual({
      password: 'passwordMin',
    })
    expect(
      errorsOf(registrationSchema, { ...valid, confirmPassword: 'Copper-Lantern-4813' }),
    ).toEqual({
      confirmPassword: 'sameAsPassword',
    })
  })

  it('reports a mismatched confirmation together with other errors', () => {
    expect(errorsOf(registrationSchema, { ...valid, name: '', confirmPassword: 'x' })).toEqual({
      name: 'required',
      confirmPassword: 'sameAsPassword',
    })
  })

  it('needs the terms accepted', () => {
    expect(errorsOf(registrationSchema, { ...valid, agree: false })).toEqual({ agree: 'required' })
  })
})

describe('login, forgot and change-e-mail rules', () => {
  it('login needs a valid e-mail and a password of at least 8', () => {
    expect(errorsOf(loginSchema, { email: 'dana', password: 'short' })).toEqual({
      email: 'email',
      password: 'passwordMin',
    })
  })

  it('forgot password says "Cannot be empty" and "Incorrect email"', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'required' })
    expect(errorsOf(forgotPasswordSchema, { email: 'dana@' })).toEqual({ email: 'email' })
  })

  it('changing the e-mail needs the current password', () => {
    expect(errorsOf(changeEmailSchema, { email: 'new@example.com' })).toEqual({
      currentPassword: 'required',
    })
  })
})
