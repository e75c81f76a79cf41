'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { useModals } from '@/components/modals/ModalProvider'
import { Link } from '@/components/navigation/Link'

/**
 * Spec 8, the account-locked and password-entry-blocked screens. A block ends by itself (or with a
 * password reset); a lock for inactivity only the site administrator lifts.
 */
export function LockScreen({ kind, until }: { kind: 'blocked' | 'locked'; until?: string }) {
  const t = useTranslations('Account')
  const format = useFormatter()
  const { open } = useModals()
  return (
    <section className="lock-screen" role="alert" data-testid={`lock-screen-${kind}`}>
      <h3>{t(kind === 'blocked' ? 'blockedTitle' : 'lockedTitle')}</h3>
      {kind === 'blocked' ? (
        <>
          <p>{t('blockedText')}</p>
          {until && (
            <p>
              {t('blockedUntil', {
                time: format.dateTime(new Date(until), { dateStyle: 'short', timeStyle: 'short' }),
              })}
            </p>
          )}
          <button type="button" className="button button--secondary" onClick={() => open('forgot')}>
            {t('resetInstead')}
          </button>
        </>
      ) : (
        <>
          <p>{t('lockedText')}</p>
          <Link className="button button--secondary" href="/contacts">
            {t('contactUs')}
          </Link>
        </>
      )}
    </section>
  )
}
