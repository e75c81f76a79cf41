'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { Link } from '@/components/navigation/Link'

/** Spec 3/4: consent lives in the `cookie_allowed` cookie (12 hours) and in local storage. */
export const consentCookie = { name: 'cookie_allowed', maxAgeSeconds: 43200 }
export const consentStorage = { key: 'cookieConsent', value: 'accepted' }

function hasConsent(): boolean {
  const cookie = document.cookie.split('; ').some((c) => c.startsWith(`${consentCookie.name}=`))
  let stored = false
  try {
    stored = localStorage.getItem(consentStorage.key) === consentStorage.value
  } catch {
    // Storage disabled: the cookie alone decides.
  }
  return cookie || stored
}

const subscribeToNothing = () => () => {}

export function CookieBanner() {
  const t = useTranslations('CookieBanner')
  // Hidden on the server and until the browser says there is no consent yet.
  const consented = useSyncExternalStore(subscribeToNothing, hasConsent, () => true)
  const [accepted, setAccepted] = useState(false)

  if (consented || accepted) return null

  const accept = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${consentCookie.name}=true; Max-Age=${consentCookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
    try {
      localStorage.setItem(consentStorage.key, consentStorage.value)
    } catch {
      // The cookie still records consent.
    }
    setAccepted(true)
  }

  return (
    <section className="cookie-banner" aria-label={t('label')}>
      <p>
        {t('text')} <Link href="/policy/privacy">{t('policy')}</Link>
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        {t('accept')}
      </button>
    </section>
  )
}
