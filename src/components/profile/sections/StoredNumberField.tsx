'use client'

import { useRef, type InputHTMLAttributes } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import { TextField } from '@/components/forms/TextField'

type Props = {
  label: string
  storedLabel: string
  changeLabel: string
  keepLabel: string
  /** The stored number, masked (`•••••6782`), or null. */
  stored: string | null
  changing: boolean
  onChanging: (changing: boolean) => void
  registration: UseFormRegisterReturn
  error?: FieldError
  hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>

/**
 * An ID or passport number. A stored one stays sealed on the server: it is shown masked, and the
 * input appears only when the investor chooses to type a new one (an empty input keeps it).
 * Numbers read left to right, also on the Hebrew site.
 */
export function StoredNumberField({
  label,
  storedLabel,
  changeLabel,
  keepLabel,
  stored,
  changing,
  onChanging,
  registration,
  error,
  hint,
  ...input
}: Props) {
  const focusWhenShown = useRef(false)

  if (stored && !changing) {
    return (
      <div className="field stored-number">
        <p className="stored-number__value">
          {storedLabel}{' '}
          <bdi dir="ltr" data-testid="stored-number">
            {stored}
          </bdi>
        </p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            focusWhenShown.current = true
            onChanging(true)
          }}
        >
          {changeLabel}
        </button>
      </div>
    )
  }
  return (
    <div className="stored-number">
      <TextField
        label={label}
        dir="ltr"
        hint={hint}
        error={error}
        {...input}
        registration={{
          ...registration,
          ref: (element: HTMLInputElement | null) => {
            registration.ref(element)
            if (element && focusWhenShown.current) {
              focusWhenShown.current = false
              element.focus()
            }
          },
        }}
      />
      {stored && (
        <button type="button" className="link-button" onClick={() => onChanging(false)}>
          {keepLabel}
        </button>
      )}
    </div>
  )
}
