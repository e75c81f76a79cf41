'use client'

import { useTranslations } from 'next-intl'
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react'

import { codeDigits, otpRules } from '@/domain/otp/otp-rules'

export type OtpCodeInputHandle = { focusFirst: () => void }

type Props = {
  digits: string[]
  onChange: (digits: string[]) => void
  disabled: boolean
  labelledBy: string
  invalid: boolean
}

const boxes = Array.from({ length: otpRules.codeLength }, (_, index) => index)

/**
 * Six one-digit boxes (spec 4, OTP): a digit moves on to the next box, Backspace on an empty box
 * goes back, a paste fills the boxes with its first six digits. Digits read left to right in
 * both languages; the first box offers the phone's one-time-code autofill.
 */
export const OtpCodeInput = forwardRef<OtpCodeInputHandle, Props>(function OtpCodeInput(
  { digits, onChange, disabled, labelledBy, invalid },
  ref,
) {
  const t = useTranslations('Modals.phoneverification')
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  useImperativeHandle(ref, () => ({ focusFirst: () => inputs.current[0]?.focus() }), [])

  const focus = (index: number) =>
    inputs.current[Math.max(0, Math.min(index, boxes.length - 1))]?.focus()

  const fillFrom = (index: number, typed: string[]) => {
    const next = [...digits]
    typed.forEach((digit, offset) => {
      if (index + offset < boxes.length) next[index + offset] = digit
    })
    onChange(next)
    focus(index + typed.length)
  }

  const onInput = (index: number, value: string) => {
    let typed = codeDigits(value)
    // A digit typed after the one already in the box replaces it.
    if (typed.length === 2 && typed[0] === digits[index]) typed = typed.slice(1)
    if (typed.length === 0) {
      const next = [...digits]
      next[index] = ''
      onChange(next)
      return
    }
    // Autofill may put the whole code into the first box.
    fillFrom(typed.length > 1 ? 0 : index, typed)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      onChange(next)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1)
    } else if (event.key === 'ArrowRight') {
      focus(index + 1)
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const pasted = codeDigits(event.clipboardData.getData('text'))
    if (pasted.length === 0) return
    const next = Array.from({ length: boxes.length }, (_, index) => pasted[index] ?? '')
    onChange(next)
    focus(pasted.length)
  }

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy} dir="ltr">
      {boxes.map((index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          data-autofocus={index === 0 || undefined}
          maxLength={index === 0 ? otpRules.codeLength : 1}
          aria-label={t('digitLabel', { n: index + 1 })}
          aria-invalid={invalid || undefined}
          value={digits[index] ?? ''}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  )
})
