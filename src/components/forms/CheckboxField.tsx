'use client'

import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import { describedBy, FieldErrorText } from './FieldErrorText'

type Props = {
  label: ReactNode
  registration: UseFormRegisterReturn
  error?: FieldError
  hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>

/** A labelled checkbox (one of a group when `value` is given). */
export function CheckboxField({ label, registration, error, hint, ...input }: Props) {
  const id = useId()
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
        {...registration}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldErrorText id={`${id}-error`} messageKey={error?.message} />
    </div>
  )
}
