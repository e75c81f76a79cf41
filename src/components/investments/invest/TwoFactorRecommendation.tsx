'use client'

import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { Link } from '@/components/navigation/Link'

const dismissedKey = 'two-factor-recommendation-dismissed'
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const isDismissed = () => window.sessionStorage.getItem(dismissedKey) === '1'
// The server renders nothing: the browser decides once it knows whether it was dismissed.
const dismissedOnServer = () => true

/**
 * Before a first investment, for an investor without two-step sign-in: a short recommendation
 * with a link to the profile's security section. It never blocks investing; "Not now" hides it
 * for the rest of the browser session.
 */
export function TwoFactorRecommendation() {
  const t = useTranslations('Account.twoFactor')
  const dismissed = useSyncExternalStore(subscribe, isDismissed, dismissedOnServer)
  if (dismissed) return null

  const dismiss = () => {
    window.sessionStorage.setItem(dismissedKey, '1')
    listeners.forEach((listener) => listener())
  }

  return (
    <aside
      className="alert"
      aria-labelledby="two-factor-advice-title"
      data-testid="two-factor-advice"
    >
      <strong id="two-factor-advice-title">{t('recommendTitle')}</strong>
      <p>{t('recommendText')}</p>
      <Link href="/investor/profile?section=security#two-factor">{t('recommendLink')}</Link>{' '}
      <button type="button" className="button button--ghost" onClick={dismiss}>
        {t('recommendDismiss')}
      </button>
    </aside>
  )
}
