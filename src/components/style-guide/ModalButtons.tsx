'use client'

import { useTranslations } from 'next-intl'

import { modalNames } from '@/components/modals/modal-names'
import { useModals } from '@/components/modals/modal-context'

export function ModalButtons() {
  const t = useTranslations('StyleGuide')
  const { open } = useModals()
  return (
    <ul className="inline-list">
      {modalNames.map((name) => (
        <li key={name}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => open(name)}
            data-open-modal={name}
          >
            {t('openModal', { name })}
          </button>
        </li>
      ))}
    </ul>
  )
}
