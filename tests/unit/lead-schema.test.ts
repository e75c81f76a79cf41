import { describe, expect, it } from 'vitest'

import { contactLeadSchema, timeoutLeadSchema } from '@/domain/leads/lead-schema'

const contact = {
  firstName: 'Dana',
  lastName: 'Levi',
  phoneCountry: 'IL',
  phone: '050-123-4567',
  email: '',
  message: 'I would like to hear about the next raise.',
  agreeInfo: true,
}

const timeout = {
  fullName: 'Dana Levi',
  phoneCountry: 'IL',
  phone: '+972501234567',
  email: 'dana@example.com',
  agree: true,
}

function errorsOf(schema: typeof contactLeadSchema | typeof timeoutLeadSchema, input: object) {
  const result = schema.safeParse(input)
  if (result.success) return {}
  // The first message of each field, as the forms (react-hook-form) and the API show it.
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe('footer contact form rules (spec 5)', () => {
  it('accepts a complete request without an e-mail address', () => {
    expect(contactLeadSchema.safeParse(contact).success).toBe(true)
  })

  it("says 'Cannot be empty' for each empty required field", () => {
    expect(
      errorsOf(contactLeadSchema, {
        ...contact,
        firstName: ' ',
        lastName: '',
        phone: '',
        message: '',
      }),
    ).toEqual({
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
      message: 'required',
    })
  })

  it('checks the e-mail address only when one is given', () => {
    expect(errorsOf(contactLeadSchema, { ...contact, email: 'dana@' })).toEqual({ email: 'email' })
    expect(contactLeadSchema.parse({ ...contact, email: ' dana@example.com ' }).email).toBe(
      'dana@example.com',
    )
  })

  it('agrees to receive information only when ticked: no consent is assumed', () => {
    const { agreeInfo: _omitted, ...withoutAgree } = contact
    expect(contactLeadSchema.parse(withoutAgree).agreeInfo).toBe(false)
    expect(contactLeadSchema.parse({ ...contact, agreeInfo: true }).agreeInfo).toBe(true)
    const { agree: _none, ...timeoutWithoutAgree } = timeout
    expect(timeoutLeadSchema.parse(timeoutWithoutAgree).agree).toBe(false)
  })
})

describe('phone rules shared by the lead forms (spec 5)', () => {
  it('allows at most 17 characters', () => {
    expect(errorsOf(contactLeadSchema, { ...contact, phone: '+972-50-123-45678' })).toEqual({
      phone: 'phoneInvalid',
    })
    expect(errorsOf(contactLeadSchema, { ...contact, phone: '+972-050-123-45678' })).toEqual({
      phone: 'tooLong',
    })
  })

  it('allows only digits, plus and minus', () => {
    expect(errorsOf(contactLeadSchema, { ...contact, phone: '050 123 4567' })).toEqual({
      phone: 'phoneInvalid',
    })
    expect(errorsOf(contactLeadSchema, { ...contact, phone: '050-123-456a' })).toEqual({
      phone: 'phoneInvalid',
    })
  })

  it('is invalid when shorter than 4 characters', () => {
    expect(errorsOf(contactLeadSchema, { ...contact, phone: '+97' })).toEqual({
      phone: 'phoneInvalid',
    })
  })

  it('must be a valid number for the chosen country', () => {
    expect(errorsOf(contactLeadSchema, { ...contact, phone: '+972' })).toEqual({
      phone: 'phoneInvalid',
    })
    expect(
      errorsOf(contactLeadSchema, { ...contact, phone: '050-123-4567', phoneCountry: 'US' }),
    ).toEqual({ phone: 'phoneInvalid' })
    expect(
      contactLeadSchema.safeParse({ ...contact, phone: '+1-212-456-7890', phoneCountry: 'US' })
        .success,
    ).toBe(true)
  })
})

describe('timeout popup rules (spec 5)', () => {
  it('accepts a full name, a valid phone and an e-mail address', () => {
    expect(timeoutLeadSchema.safeParse(timeout).success).toBe(true)
  })

  it('requires the e-mail address and checks it', () => {
    expect(errorsOf(timeoutLeadSchema, { ...timeout, email: '' })).toEqual({ email: 'required' })
    expect(errorsOf(timeoutLeadSchema, { ...timeout, email: 'not-an-address' })).toEqual({
      email: 'email',
    })
  })

  it('requires the full name and the phone', () => {
    expect(errorsOf(timeoutLeadSchema, { ...timeout, fullName: '', phone: '' })).toEqual({
      fullName: 'required',
      phone: 'required',
    })
  })
})
