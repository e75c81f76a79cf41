'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { phoneVerification } from '@/client/account/phone-verification-state'
import { Dialog } from '@/components/modals/Dialog'

/**
 * Spec 2, phoneverification: opened when an account must confirm its phone before its session
 * starts. It names the (masked) number the code goes to; sending and checking the six-digit code
 * is the OTP flow's work. Closing it forgets the stored credentials (spec 3).
 */
export function PhoneVerificationModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Modals.phoneverification')
  const [phone] = useState(() => phoneVerification.get()?.phoneNumber ?? null)

  useEffect(() => () => phoneVerification.clear(), [])

  return (
    <Dialog title={t('title')} size="phoneverification" onClose={onClose}>
      <p>{t('intro')}</p>
      {phone && (
        <p data-testid="verification-phone">
          {t('sendingTo')} <bdi dir="ltr">{phone}</bdi>
        </p>
      )}
    </Dialog>
  )
}
