'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { verifyCode } from '@/client/account/otp-api'
import type { PhoneVerificationState } from '@/client/account/phone-verification-state'
import { otpMethods, otpRules } from '@/domain/otp/otp-rules'

import { OtpCodeInput, type OtpCodeInputHandle } from './OtpCodeInput'
import { useCodeDelivery } from './use-code-delivery'
import { useVerifiedSignIn } from './use-verified-sign-in'

const successNoticeMs = 2000
const emptyCode = () => Array.from({ length: otpRules.codeLength }, () => '')

type Phase = 'entering' | 'verifying' | 'verified'

/**
 * Spec 4, OTP: six boxes that verify once all are filled, a 60-second resend timer, the delivery
 * method switch. Success shows a notice for two seconds, then signs in with the credentials kept
 * in memory and reloads (`onVerified` closes the modal first).
 */
export function PhoneVerificationPanel({
  verification,
  onVerified,
}: {
  verification: PhoneVerificationState
  onVerified: () => void
}) {
  const t = useTranslations('Modals.phoneverification')
  const locale = useLocale()
  const labelId = useId()
  const delivery = useCodeDelivery(verification)
  const signIn = useVerifiedSignIn()
  const [digits, setDigits] = useState(emptyCode)
  const [phase, setPhase] = useState<Phase>('entering')
  const [invalid, setInvalid] = useState(false)
  const input = useRef<OtpCodeInputHandle>(null)
  const code = digits.join('')
  const complete = code.length === otpRules.codeLength

  const verify = useCallback(
    async (entered: string) => {
      setPhase('verifying')
      setInvalid(false)
      try {
        await verifyCode({ userId: verification.userId, code: entered }, locale)
      } catch {
        // Every refusal reads the same: invalid or expired (spec 8).
        setInvalid(true)
        setDigits(emptyCode())
        setPhase('entering')
        return
      }
      setPhase('verified')
      window.setTimeout(() => {
        onVerified()
        void signIn(verification)
      }, successNoticeMs)
    },
    [verification, locale, onVerified, signIn],
  )

  const change = (next: string[]) => {
    setDigits(next)
    if (invalid) setInvalid(false)
    const entered = next.join('')
    if (entered.length === otpRules.codeLength && phase === 'entering') void verify(entered)
  }

  useEffect(() => input.current?.focusFirst(), [])
  // After a refused code, once the boxes are enabled again: start over from the first.
  useEffect(() => {
    if (invalid && phase === 'entering') input.current?.focusFirst()
  }, [invalid, phase])

  if (phase === 'verified') {
    return (
      <p className="alert alert--success" role="status" data-testid="otp-verified">
        {t('verified')}
      </p>
    )
  }

  const sentToText =
    delivery.sentTo && (delivery.method === 'email' ? t('sendingToEmail') : t('sendingTo'))

  return (
    <form
      className="otp-form"
      data-testid="otp-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (complete && phase === 'entering') void verify(code)
      }}
    >
      <p>{t('intro')}</p>
      {delivery.sentTo && (
        <p data-testid="verification-phone">
          {sentToText} <bdi dir="ltr">{delivery.sentTo}</bdi>
        </p>
      )}
      {delivery.problem && (
        <p className="alert alert--error" role="alert" data-testid="otp-delivery-problem">
          {t(delivery.problem)}
        </p>
      )}
      <p id={labelId} className="otp-form__label">
        {t('codeLabel')}
      </p>
      <OtpCodeInput
        ref={input}
        digits={digits}
        onChange={change}
        disabled={phase === 'verifying'}
        labelledBy={labelId}
        invalid={invalid}
      />
      {invalid && (
        <p className="field__error" role="alert" data-testid="otp-invalid">
          {t('invalidCode')}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={!complete || phase === 'verifying'}
      >
        {phase === 'verifying' ? t('verifying') : t('verify')}
      </button>
      <div className="otp-form__resend">
        {delivery.secondsLeft > 0 ? (
          <p role="timer" aria-live="off" data-testid="otp-timer">
            {t('resendIn', { seconds: delivery.secondsLeft })}
          </p>
        ) : null}
        <button
          type="button"
          className="link-button"
          disabled={!delivery.canResend}
          onClick={delivery.resend}
        >
          {t('resend')}
        </button>
      </div>
      <fieldset className="otp-form__method" disabled={delivery.sending || !delivery.method}>
        <legend>{t('method')}</legend>
        {otpMethods.map((method) => (
          <label key={method} className="otp-form__method-option">
            <input
              type="radio"
              name="otp-method"
              value={method}
              checked={delivery.method === method}
              onChange={() => delivery.switchMethod(method)}
            />
            {method === 'sms' ? t('methodSms') : t('methodEmail')}
          </label>
        ))}
      </fieldset>
    </form>
  )
}
