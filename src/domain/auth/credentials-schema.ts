import type { CountryCode } from 'libphonenumber-js'
import * as z from '@/domain/zod'

import { accountKinds } from './account-kind'
import { isValidCompanyNumber, normalizeCompanyNumber } from '../identity/company-number'
import { defaultPhoneCountry, toE164 } from '../phone'
import { isPlainText } from '../plain-text'

/**
 * The account forms' rules (spec 5), shared by the browser forms and the API. Each message is a
 * key of the `Validation` messages, so both sides show the same translated text.
 */
export const passwordLength = { min: 8, max: 128 } as const

/** A string (anything else is answered like an empty field) without control characters. */
export const text = (message = 'required') =>
  z.string({ error: message }).refine(isPlainText, { message: 'controlCharacters', abort: true })

const required = (message = 'required') => text(message).trim().min(1, message)

export const emailField = required()
  .max(254, 'tooLong')
  .pipe(z.email({ error: 'email' }))

export const passwordField = text()
  .min(1, 'required')
  .min(passwordLength.min, 'passwordMin')
  .max(passwordLength.max, 'tooLong')

/** Login only checks the shape: the policy belongs to setting a password, not to typing one. */
export const loginSchema = z.object({ email: emailField, password: passwordField })

export const phoneCountryField = z
  .string({ error: 'phoneInvalid' })
  .regex(/^[A-Z]{2}$/, 'phoneInvalid')
  .default(defaultPhoneCountry)

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, password: passwordField, confirmPassword: required() }).refine(
    (value) => {
      const { password, confirmPassword } = value as {
        password?: unknown
        confirmPassword?: unknown
      }
      return password === confirmPassword
    },
    {
      path: ['confirmPassword'],
      message: 'sameAsPassword',
      // Report a mismatch together with the other fields' errors, not only once they are fixed.
      when: ({ value }) => typeof value === 'object' && value !== null,
    },
  )

/** Which registration a request is: investor unless it says otherwise (the API's default). */
export const accountKindField = z.enum(accountKinds, { error: 'choiceInvalid' }).default('investor')

const registrationFields = {
  name: required().min(2, 'nameMin').max(100, 'tooLong'),
  email: emailField,
  phoneCountry: phoneCountryField,
  phone: required().min(9, 'phoneMin').max(20, 'phoneMax'),
  agree: z.literal(true, { error: 'required' }),
}

/** Valid for the chosen country (libphonenumber-js); the country comes from the form's selector. */
const withValidPhone = <T extends z.ZodType<{ phone: string; phoneCountry: string }>>(schema: T) =>
  schema.refine((value) => toE164(value.phone, value.phoneCountry as CountryCode) !== null, {
    path: ['phone'],
    message: 'phoneInvalid',
    when: ({ value }) => {
      const { phone, phoneCountry } = value as { phone?: unknown; phoneCountry?: unknown }
      return (
        typeof phone === 'string' &&
        phone.trim().length >= 9 &&
        phone.trim().length <= 20 &&
        phoneCountryField.safeParse(phoneCountry).success
      )
    },
  })

export const registrationSchema = withValidPhone(withConfirmation(registrationFields))

/**
 * A capital-raising company's registration: the investor's fields (`name` is the contact person)
 * plus the company's name and its registrar number, kept as the 9 digits without separators.
 */
export const companyNameField = required().min(2, 'nameMin').max(120, 'tooLong')
export const companyNumberField = required()
  .refine(isValidCompanyNumber, 'companyNumberInvalid')
  .transform((value) => normalizeCompanyNumber(value) ?? value)

export const companyRegistrationSchema = withValidPhone(
  withConfirmation({
    ...registrationFields,
    companyName: companyNameField,
    companyNumber: companyNumberField,
  }),
)

export const forgotPasswordSchema = z.object({ email: emailField })

export const resetPasswordSchema = withConfirmation({ token: required('linkInvalid') })

/** The `code` of an e-mailed confirmation link: a new account's, or a new address's. */
export const activationSchema = z.object({
  code: z.string({ error: 'linkInvalid' }).trim().min(1, 'linkInvalid').max(200, 'linkInvalid'),
})

export const changePasswordSchema = withConfirmation({ currentPassword: required() })

export const changeEmailSchema = z.object({ currentPassword: required(), email: emailField })

export type LoginInput = z.input<typeof loginSchema>
export type RegistrationInput = z.input<typeof registrationSchema>
export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>
export type ChangePasswordInput = z.input<typeof changePasswordSchema>
export type ChangeEmailInput = z.input<typeof changeEmailSchema>

/** The message keys the schemas use; `messages/*.json` has a `Validation` entry for each. */
export const validationMessageKeys = [
  'required',
  'email',
  'tooLong',
  'passwordMin',
  'passwordTooCommon',
  'sameAsPassword',
  'nameMin',
  'phoneMin',
  'phoneMax',
  'phoneInvalid',
  'linkInvalid',
  'wrongCurrentPassword',
  'sameEmail',
  'badRequest',
  'controlCharacters',
  'companyNumberInvalid',
  'choiceInvalid',
] as const
export type ValidationMessageKey = (typeof validationMessageKeys)[number]
