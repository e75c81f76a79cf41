'use client'

import { useId, type ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import { describedBy, FieldErrorText } from './FieldErrorText'

type Props = {
  legend: string
  registration: UseFormRegisterReturn
  options: readonly { value: string; label: ReactNode }[]
  error?: FieldError
  hint?: string
  disabled?: boolean
  /** Side by side (yes / no), else one under the other. */
  inline?: boolean
}

/**
 * Radio buttons in a fieldset whose legend asks the question. The group carries the error state;
 * each button the description (hint, error), which a screen reader reads on the button it lands on.
 */
export function ChoiceGroup({
  legend,
  registration,
  options,
  error,
  hint,
  disabled,
  inline,
}: Props) {
  const id = useId()
  const description = describedBy(id, hint, error)
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? 'true' : 'false'}
      className={`field choice-group${inline ? ' choice-group--inline' : ''}`}
    >
      <legend id={`${id}-legend`}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              type="radio"
              value={option.value}
              disabled={disabled}
              aria-describedby={description}
              {...registration}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldErrorText id={`${id}-error`} messageKey={error?.message} />
    </fieldset>
  )
}
