'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useModals } from '@/components/modals/modal-context'
import { Link } from '@/components/navigation/Link'
import { formatDateTime } from '@/i18n/format-date'

/**
 * Spec 8, the account-locked and password-entry-blocked screens. A block ends by itself (or with a
 * password reset); a lock for inactivity only the site administrator lifts.
 */
export function LockScreen({ kind, until }: { kind: 'blocked' | 'locked'; until?: string }) {
  const t = useTranslations('Account')
  const locale = useLocale()
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
                // In Israel's clock and day-first order, like every other date on the site.
                time: formatDateTime(until, locale),
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
