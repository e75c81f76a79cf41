'use client'

import { useId, type SelectHTMLAttributes } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import { describedBy, FieldErrorText } from './FieldErrorText'

type Props = {
  label: string
  registration: UseFormRegisterReturn
  options: readonly { value: string; label: string }[]
  /** The empty first option ("Choose…"): nothing is chosen until the person chooses. */
  placeholder: string
  error?: FieldError
  hint?: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>

/** A labelled list to choose from, its error a `Validation` key shown in the page's language. */
export function SelectField({
  label,
  registration,
  options,
  placeholder,
  error,
  hint,
  ...select
}: Props) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldErrorText id={`${id}-error`} messageKey={error?.message} />
    </div>
  )
}
