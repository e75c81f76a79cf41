'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { ApiRequestError, callRoute } from '@/client/call-route'
import { resendActivationRoute } from '@/contracts/accounts'

/** Profile: the address is not confirmed yet; the person may ask for the link again. */
export function ResendActivation() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle')

  const send = async () => {
    setState('sending')
    try {
      await callRoute(resendActivationRoute, { input: {}, locale })
      setState('sent')
    } catch (error) {
      setState(error instanceof ApiRequestError ? error.error.message : t('genericError'))
    }
  }

  return (
    <div className="alert" data-testid="resend-activation">
      <p>{t('confirmEmailPrompt')}</p>
      {state === 'sent' ? (
        <p role="status">{t('activationResent')}</p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={state === 'sending'}
          onClick={() => void send()}
        >
          {t('resendActivation')}
        </button>
      )}
      {state !== 'idle' && state !== 'sending' && state !== 'sent' && <p role="alert">{state}</p>}
    </div>
  )
}
