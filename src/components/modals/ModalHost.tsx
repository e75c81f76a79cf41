'use client'

import { useTranslations } from 'next-intl'

import { AccountKindModal } from '@/components/account/AccountKindModal'
import { ForgotPasswordModal } from '@/components/account/ForgotPasswordModal'
import { PhoneVerificationModal } from '@/components/account/PhoneVerificationModal'

import { AuthModal } from './AuthModal'
import { Dialog } from './Dialog'
import { useModals } from './ModalProvider'

/** Renders whichever modal is open. */
export function ModalHost() {
  const { current, close } = useModals()
  const t = useTranslations('Modals')
  if (!current) return null

  switch (current.name) {
    case 'auth':
      return <AuthModal key={current.tab} tab={current.tab} onClose={close} />
    case 'forgot':
      return <ForgotPasswordModal onClose={close} />
    case 'phoneverification':
      return <PhoneVerificationModal onClose={close} />
    case 'accountkind':
      return <AccountKindModal onClose={close} />
    default:
      return (
        <Dialog title={t(`${current.name}.title`)} size={current.name} onClose={close}>
          <p>{t(`${current.name}.intro`)}</p>
        </Dialog>
      )
  }
}
