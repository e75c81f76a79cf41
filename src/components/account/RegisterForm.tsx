'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { z } from 'zod'

import { readNavigationState } from '@/client/account/navigation-state'
import { readTokenData } from '@/client/account/token-data'
import { phoneVerification } from '@/client/account/phone-verification-state'
import { callRoute } from '@/client/call-route'
import { registerRoute } from '@/contracts/accounts'
import { loginRoute } from '@/contracts/sign-in'
import { nextStepAfterRegistration } from '@/domain/auth/after-sign-in'
import {
  companyRegistrationSchema,
  registrationSchema,
  type CompanyRegistrationInput,
  type RegistrationInput,
} from '@/domain/auth/credentials-schema'
import type { AccountKind } from '@/domain/auth/account-kind'
import { defaultPhoneCountry } from '@/domain/phone'
import { FormFailure } from '@/components/forms/FormFailure'
import { NewPasswordFields } from '@/components/forms/NewPasswordFields'
import { EmailField } from '@/components/forms/EmailField'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'
import { useCountryOptions } from '@/components/forms/use-country-options'

import { useAccount } from './AccountProvider'
import { useAfterSignIn } from './use-after-sign-in'

/** The fields of both registrations: a company's two are left out of an investor's (zod strips them). */
type RegisterValues = RegistrationInput &
  Partial<Pick<CompanyRegistrationInput, 'companyName' | 'companyNumber'>>
type RegisterSchema = z.ZodType<z.output<typeof registrationSchema>, RegisterValues>

const schemas: Record<AccountKind, RegisterSchema> = {
  investor: registrationSchema,
  company: companyRegistrationSchema,
}

/**
 * Spec 4 and 5, registration: the form, then phone verification or an automatic login. A company
 * (spec 6) gives its name and number too; `name` is then its contact person's.
 */
export function RegisterForm({ kind = 'investor' }: { kind?: AccountKind }) {
  const t = useTranslations('Account')
  const tValidation = useTranslations('Validation')
  const locale = useLocale()
  const account = useAccount()
  const afterSignIn = useAfterSignIn()
  const [loginFailed, setLoginFailed] = useState(false)
  // An invitation link fills in who is invited (spec 4; the e-mailed link still activates).
  const [invitation] = useState(readTokenData)
  const { form, failure, submitWith } = useAccountForm(schemas[kind], {
    phoneCountry: defaultPhoneCountry,
    email: invitation?.email ?? '',
    name: invitation?.name ?? '',
    phone: invitation?.phonenumber ?? '',
  })
  const { errors, isSubmitting } = form.formState

  const countries = useCountryOptions()

  const submit = submitWith(async (values) => {
    const registration = await callRoute(registerRoute, {
      // The kind's own schema checked the values: a company's carry its two fields.
      input: { ...values, accountKind: kind } as z.input<typeof registerRoute.input>,
      locale,
    })
    const navigation = readNavigationState()
    if (registration.requires_phone_verification) {
      phoneVerification.set({
        userId: registration.id,
        phoneNumber: registration.phone_number,
        email: values.email,
        password: values.password,
      })
      afterSignIn({ kind: 'verifyPhone' })
      return
    }
    try {
      const login = await callRoute(loginRoute, {
        input: { login: values.email, password: values.password },
        locale,
      })
      await account.refresh()
      afterSignIn(
        nextStepAfterRegistration(
          {
            requiresPhoneVerification: false,
            emailVerified: login.email_verified,
            accountKind: login.account_kind,
          },
          navigation,
        ),
      )
    } catch {
      setLoginFailed(true)
    }
  })

  if (loginFailed) {
    return (
      <div className="alert alert--success" role="alert" data-testid="registered-login-failed">
        <p>{t('registeredPleaseLogIn')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('ok')}
        </button>
      </div>
    )
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="account-form"
      data-testid="register-form"
      data-account-kind={kind}
    >
      <FormFailure failure={failure} />
      {kind === 'company' && (
        <>
          <TextField
            label={t('companyName')}
            autoComplete="organization"
            registration={form.register('companyName')}
            error={errors.companyName}
          />
          <TextField
            label={t('companyNumber')}
            hint={t('companyNumberHint')}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            registration={form.register('companyNumber')}
            error={errors.companyNumber}
          />
        </>
      )}
      <TextField
        label={kind === 'company' ? t('contactName') : t('name')}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name}
      />
      <EmailField label={t('email')} registration={form.register('email')} error={errors.email} />
      <div className="field-row">
        <div className="field">
          <label htmlFor="register-country">{t('country')}</label>
          <select id="register-country" {...form.register('phoneCountry')}>
            {countries.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          inputMode="tel"
          registration={form.register('phone')}
          error={errors.phone}
        />
      </div>
      <NewPasswordFields register={form.register} errors={errors} />
      <div className="field field--checkbox">
        <input
          id="register-agree"
          type="checkbox"
          {...form.register('agree')}
          aria-invalid={errors.agree ? 'true' : 'false'}
        />
        <label htmlFor="register-agree">
          {t.rich('agree', {
            terms: (chunks) => (
              <a href="/policy/terms-of-use" target="_blank">
                {chunks}
              </a>
            ),
          })}
        </label>
        {errors.agree?.message && (
          <p className="field__error" data-error-key={errors.agree.message}>
            {tValidation(errors.agree.message as never)}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? t('registering') : t('register')}
      </button>
    </form>
  )
}
