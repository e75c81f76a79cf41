'use client'

import { useTranslations } from 'next-intl'
import { useId, type InputHTMLAttributes } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

type Props = {
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError
  hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>

/**
 * A labelled input whose error is a `Validation` message key, from the shared schema in the
 * browser or from the server's answer, shown in the page's language.
 */
export function TextField({ label, registration, error, hint, ...input }: Props) {
  const t = useTranslations('Validation')
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="field__error" data-error-key={error.message}>
          {t.has(error.message as never) ? t(error.message as never) : error.message}
        </p>
      )}
    </div>
  )
}
