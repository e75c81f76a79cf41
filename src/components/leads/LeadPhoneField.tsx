'use client'

import type { CountryCode } from 'libphonenumber-js'
import { useTranslations } from 'next-intl'
import { useId, type KeyboardEvent } from 'react'
import type { FieldError, UseFormReturn } from 'react-hook-form'

import { leadPhoneMaxLength } from '@/domain/leads/lead-schema'
import {
  isAllowedPhoneKey,
  keepPhoneCharacters,
  phonePrefixFor,
} from '@/domain/leads/phone-input-rules'

import { useCountryOptions } from '@/components/forms/use-country-options'

type PhoneForm = { phone: string; phoneCountry?: string }

/**
 * Spec 5: a country picker (default Israel) and the number. Only digits, plus and minus can be
 * typed; a pasted value keeps just those; choosing a country starts the number from its dial code.
 */
export function LeadPhoneField<T extends PhoneForm>({ form }: { form: UseFormReturn<T> }) {
  const t = useTranslations('Leads')
  const tValidation = useTranslations('Validation')
  const countries = useCountryOptions()
  const id = useId()
  const typed = form as unknown as UseFormReturn<PhoneForm>
  const error = typed.formState.errors.phone as FieldError | undefined
  const phone = typed.register('phone', {
    onChange: (event: { target: HTMLInputElement }) => {
      const kept = keepPhoneCharacters(event.target.value, leadPhoneMaxLength)
      if (kept !== event.target.value) typed.setValue('phone', kept, { shouldValidate: true })
    },
  })
  const country = typed.register('phoneCountry', {
    onChange: (event: { target: HTMLSelectElement }) => {
      typed.setValue('phone', phonePrefixFor(event.target.value as CountryCode), {
        shouldValidate: true,
        shouldTouch: true,
      })
    },
  })
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    if (!isAllowedPhoneKey(event.key)) event.preventDefault()
  }
  return (
    <div className="lead-phone">
      <div className="field lead-phone__country">
        <label htmlFor={`${id}-country`}>{t('country')}</label>
        <select id={`${id}-country`} autoComplete="tel-country-code" {...country}>
          {countries.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field lead-phone__number">
        <label htmlFor={`${id}-phone`}>{t('phone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          maxLength={leadPhoneMaxLength}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${id}-phone-error` : undefined}
          onKeyDown={onKeyDown}
          {...phone}
        />
        {error?.message && (
          <p id={`${id}-phone-error`} className="field__error" data-error-key={error.message}>
            {tValidation.has(error.message as never)
              ? tValidation(error.message as never)
              : error.message}
          </p>
        )}
      </div>
    </div>
  )
}
