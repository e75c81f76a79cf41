'use client'

import { useTranslations } from 'next-intl'

import { Dialog } from '@/components/modals/Dialog'

import { useAccount } from './AccountProvider'

/** Spec 6: a company cannot also be an investor (and the reverse); it must register anew. */
export function AccountKindModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Modals.accountkind')
  const account = useAccount()
  return (
    <Dialog title={t('title')} size="accountkind" onClose={onClose}>
      <p role="alert">{t('text')}</p>
      <div className="account-form__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void account.logOut()}
        >
          {t('logOutAndRegister')}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  )
}
