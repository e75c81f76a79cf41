'use client'

import { useTranslations } from 'next-intl'

import { giveConsent } from '@/client/cookie-consent'
import { Link } from '@/components/navigation/Link'

/**
 * Always in the page; the stylesheet shows it only while `<html data-cookie-consent="pending">`,
 * which the inline consent check sets before the first paint (see `consentCheckScript`).
 */
export function CookieBanner() {
  const t = useTranslations('CookieBanner')
  return (
    <section className="cookie-banner" aria-label={t('label')}>
      <p>
        {t('text')} <Link href="/policy/privacy">{t('policy')}</Link>
      </p>
      <button type="button" className="button button--primary" onClick={giveConsent}>
        {t('accept')}
      </button>
    </section>
  )
}
