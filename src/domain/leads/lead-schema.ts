import type { CountryCode } from 'libphonenumber-js'
import * as z from '@/domain/zod'

import { phoneCountryField, text } from '../auth/credentials-schema'
import { toE164 } from '../phone'

/**
 * The lead forms' rules (spec 5), one schema per form, shared by the browser forms and the API.
 * Each message is a key of the `Validation` messages, so both sides show the same translated text.
 */
export const leadPhoneMaxLength = 17
/** Spec 5: a formatted value shorter than this is never a phone number. */
export const leadPhoneMinLength = 4

const required = () => text().trim().min(1, 'required')
const name = () => required().max(100, 'tooLong')

/** Digits, plus and minus only: the same characters the phone field lets a person type. */
export const phoneCharacters = /^[0-9+-]*$/

const phoneField = required()
  .max(leadPhoneMaxLength, 'tooLong')
  .regex(phoneCharacters, 'phoneInvalid')
  .min(leadPhoneMinLength, 'phoneInvalid')

const requiredEmail = required()
  .max(254, 'tooLong')
  .pipe(z.email({ error: 'email' }))

const optionalEmail = text('email')
  .trim()
  .max(254, 'tooLong')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'email')
  .default('')

/** The phone is valid for the chosen country (libphonenumber-js), checked once its shape is right. */
function withValidPhone<T extends z.ZodType<{ phone: string; phoneCountry: string }>>(schema: T) {
  return schema.refine((value) => toE164(value.phone, value.phoneCountry as CountryCode) !== null, {
    path: ['phone'],
    message: 'phoneInvalid',
    when: ({ value }) => {
      const { phone, phoneCountry } = (value ?? {}) as { phone?: unknown; phoneCountry?: unknown }
      return (
        typeof phone === 'string' &&
        typeof phoneCountry === 'string' &&
        phoneField.safeParse(phone).success &&
        phoneCountryField.safeParse(phoneCountry).success
      )
    },
  })
}

/** Footer contact form and the contacts page's form (spec 3, footer contact request). */
export const contactLeadSchema = withValidPhone(
  z.object({
    firstName: name(),
    lastName: name(),
    phoneCountry: phoneCountryField,
    phone: phoneField,
    email: optionalEmail,
    message: required().max(5000, 'tooLong'),
    // Marketing consent is an active choice (Israeli consent rules): absent means no.
    agreeInfo: z.boolean().default(false),
  }),
)

/** Timeout popup (spec 3, timeout lead form). */
export const timeoutLeadSchema = withValidPhone(
  z.object({
    fullName: name(),
    phoneCountry: phoneCountryField,
    phone: phoneField,
    email: requiredEmail,
    agree: z.boolean().default(false),
  }),
)

export type ContactLeadInput = z.input<typeof contactLeadSchema>
export type ContactLead = z.output<typeof contactLeadSchema>
export type TimeoutLeadInput = z.input<typeof timeoutLeadSchema>
export type TimeoutLead = z.output<typeof timeoutLeadSchema>
