'use client'

import { useId, type TextareaHTMLAttributes } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import { describedBy, FieldErrorText } from './FieldErrorText'

type Props = {
  label: string
  registration: UseFormRegisterReturn
  error?: FieldError
  hint?: string
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>

/** A labelled multi-line text, its error a `Validation` key shown in the page's language. */
export function TextAreaField({ label, registration, error, hint, ...textarea }: Props) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldErrorText id={`${id}-error`} messageKey={error?.message} />
    </div>
  )
}
