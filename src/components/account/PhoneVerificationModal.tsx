'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { phoneVerification } from '@/client/account/phone-verification-state'
import { Dialog } from '@/components/modals/Dialog'
import { useModals } from '@/components/modals/modal-context'

import { PhoneVerificationPanel } from './PhoneVerificationPanel'

/**
 * Spec 2, phoneverification (450x450): the one-time-code form for the account that has just
 * registered or logged in. Closing it forgets the credentials kept for the sign-in afterwards.
 */
export function PhoneVerificationModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Modals.phoneverification')
  const [verification] = useState(() => phoneVerification.get())

  useEffect(() => () => phoneVerification.clear(), [])

  return (
    <Dialog title={t('title')} size="phoneverification" onClose={onClose}>
      {verification ? (
        <PhoneVerificationPanel verification={verification} onVerified={onClose} />
      ) : (
        <LogInFirst />
      )}
    </Dialog>
  )
}

/** Without an account in the middle of signing in (a reload forgets it), log in first. */
export function LogInFirst() {
  const t = useTranslations('Modals.phoneverification')
  const { open } = useModals()
  return (
    <div data-testid="otp-log-in-first">
      <p>{t('logInFirst')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => open('auth', { tab: 'login' })}
      >
        {t('logIn')}
      </button>
    </div>
  )
}
