'use client'

import { useTranslations } from 'next-intl'

import { AuthModal } from './AuthModal'
import { Dialog } from './Dialog'
import { useModals } from './ModalProvider'

/** Renders whichever modal is open. The flows inside them come with the issues that own them. */
export function ModalHost() {
  const { current, close } = useModals()
  const t = useTranslations('Modals')
  if (!current) return null

  if (current.name === 'auth') return <AuthModal tab={current.tab} onClose={close} />
  return (
    <Dialog title={t(`${current.name}.title`)} size={current.name} onClose={close}>
      <p>{t(`${current.name}.intro`)}</p>
    </Dialog>
  )
}
