'use client'

import { useLocale } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { fetchOtpConfig, sendCode } from '@/client/account/otp-api'
import type { PhoneVerificationState } from '@/client/account/phone-verification-state'
import { useCountdown } from '@/client/use-countdown'
import { otpRules, type OtpMethod } from '@/domain/otp/otp-rules'

export type DeliveryProblem = 'sendFailed' | 'resendFailed' | null

/**
 * Sends the code when the form opens (by the administrator's default method), and again on
 * request once the 60-second timer has run out or when the person switches the method.
 */
export function useCodeDelivery(verification: PhoneVerificationState) {
  const locale = useLocale()
  const [method, setMethod] = useState<OtpMethod | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<DeliveryProblem>(null)
  const { secondsLeft, start } = useCountdown()
  const started = useRef(false)

  const deliver = useCallback(
    async (kind: 'send' | 'resend', by: OtpMethod) => {
      setSending(true)
      setProblem(null)
      try {
        const answer = await sendCode(
          kind,
          { userId: verification.userId, phone: verification.phoneNumber, method: by },
          locale,
        )
        setSentTo(answer.sent_to)
        start(answer.resend_in)
      } catch {
        setProblem(kind === 'send' ? 'sendFailed' : 'resendFailed')
        // A failed send may be tried again at once.
        start(0)
      } finally {
        setSending(false)
      }
    },
    [verification, locale, start],
  )

  useEffect(() => {
    if (started.current) return
    started.current = true
    void fetchOtpConfig().then((config) => {
      setMethod(config.defaultMethod)
      return deliver('send', config.defaultMethod)
    })
  }, [deliver])

  const resend = useCallback(() => {
    if (method) void deliver('resend', method)
  }, [deliver, method])

  const switchMethod = useCallback(
    (next: OtpMethod) => {
      setMethod(next)
      void deliver('resend', next)
    },
    [deliver],
  )

  return {
    method,
    sentTo,
    sending,
    problem,
    secondsLeft,
    canResend: !sending && method !== null && secondsLeft === 0,
    resend,
    switchMethod,
    timerSeconds: otpRules.resendAfterSeconds,
  }
}
