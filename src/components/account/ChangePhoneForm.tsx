'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { ApiRequestError, callRoute } from '@/client/call-route'
import { confirmPhoneChangeRoute, startPhoneChangeRoute } from '@/contracts/account-settings'
import { FormFailure } from '@/components/forms/FormFailure'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'
import { useCountryOptions } from '@/components/forms/use-country-options'
import { defaultPhoneCountry } from '@/domain/phone'
import { phoneChangeSchema, otpRules } from '@/domain/otp/otp-rules'
import type * as z from '@/domain/zod'

import { useAccount } from './AccountProvider'
import { OtpCodeInput, type OtpCodeInputHandle } from './OtpCodeInput'

type Sent = z.output<typeof startPhoneChangeRoute.output>

/**
 * Profile: a new phone number. A code goes by text message to it; the account takes the number
 * only once that code is typed here, so what was typed stays until then.
 */
export function ChangePhoneForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const account = useAccount()
  const countries = useCountryOptions()
  const codeLabel = useId()
  const { form, failure, submitWith } = useAccountForm(phoneChangeSchema, {
    phoneCountry: defaultPhoneCountry,
    phone: '',
  })
  const { errors, isSubmitting } = form.formState
  const [sent, setSent] = useState<Sent | null>(null)
  const [digits, setDigits] = useState<string[]>(Array(otpRules.codeLength).fill(''))
  const [codeError, setCodeError] = useState<string | null>(null)
  const [changed, setChanged] = useState(false)
  const codeInput = useRef<OtpCodeInputHandle>(null)

  const send = submitWith(async (values) => {
    setChanged(false)
    setSent(await callRoute(startPhoneChangeRoute, { input: values, locale }))
    setDigits(Array(otpRules.codeLength).fill(''))
  })

  // The code boxes take the focus as they appear.
  useEffect(() => {
    if (sent) codeInput.current?.focusFirst()
  }, [sent])

  async function confirm() {
    if (!sent) return
    setCodeError(null)
    try {
      await callRoute(confirmPhoneChangeRoute, {
        input: { challenge_id: sent.challengeId, code: digits.join('') },
        locale,
      })
      setSent(null)
      setChanged(true)
      form.reset()
      await account.refresh()
    } catch (error) {
      setCodeError(error instanceof ApiRequestError ? error.error.message : t('genericError'))
      setDigits(Array(otpRules.codeLength).fill(''))
      codeInput.current?.focusFirst()
    }
  }

  return (
    <form onSubmit={send} noValidate className="account-form" data-testid="change-phone-form">
      <h2>{t('changePhone')}</h2>
      {changed && (
        <p className="alert alert--success" role="status">
          {t('phoneChanged')}
        </p>
      )}
      <FormFailure failure={failure} />
      <div className="field-row">
        <div className="field">
          <label htmlFor="change-phone-country">{t('country')}</label>
          <select id="change-phone-country" {...form.register('phoneCountry')}>
            {countries.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('newPhone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          inputMode="tel"
          registration={form.register('phone')}
          error={errors.phone}
        />
      </div>
      <button type="submit" className="button button--secondary" disabled={isSubmitting}>
        {t('sendPhoneCode')}
      </button>
      {sent && (
        <div className="account-form__code">
          <p id={codeLabel}>
            {t('phoneCodeSent')} <bdi dir="ltr">{sent.sentTo}</bdi>
          </p>
          <OtpCodeInput
            ref={codeInput}
            digits={digits}
            onChange={setDigits}
            disabled={false}
            labelledBy={codeLabel}
            invalid={Boolean(codeError)}
          />
          {codeError && (
            <p className="field__error" role="alert">
              {codeError}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={digits.join('').length !== otpRules.codeLength}
            onClick={() => void confirm()}
          >
            {t('confirmPhone')}
          </button>
        </div>
      )}
    </form>
  )
}
