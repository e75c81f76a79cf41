'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

import { Dialog } from './Dialog'
import { useModals } from './modal-context'

// Each modal's code (forms, schemas, phone metadata) loads when it first opens, not with every
// page: none of it is needed to show and hydrate a page.
const AuthModal = dynamic(() => import('./AuthModal').then((m) => m.AuthModal), { ssr: false })
const ForgotPasswordModal = dynamic(
  () => import('@/components/account/ForgotPasswordModal').then((m) => m.ForgotPasswordModal),
  { ssr: false },
)
const PhoneVerificationModal = dynamic(
  () => import('@/components/account/PhoneVerificationModal').then((m) => m.PhoneVerificationModal),
  { ssr: false },
)
const AccountKindModal = dynamic(
  () => import('@/components/account/AccountKindModal').then((m) => m.AccountKindModal),
  { ssr: false },
)
const TimeoutLeadForm = dynamic(
  () => import('@/components/leads/TimeoutLeadForm').then((m) => m.TimeoutLeadForm),
  { ssr: false },
)

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
    case 'timeout':
      return (
        <Dialog title={t('timeout.title')} size="timeout" onClose={close}>
          <TimeoutLeadForm />
        </Dialog>
      )
    default:
      return null
  }
}
