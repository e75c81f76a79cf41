'use client'

import { useTranslations } from 'next-intl'
import { startTransition, useEffect, useState } from 'react'

import { whenIdle } from '@/client/when-idle'
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

/** Records the answer on `<html data-cookie-consent>`, for browser tests and monitoring. */
function recordConsent(given: boolean): void {
  document.documentElement.dataset.cookieConsent = given ? 'given' : 'pending'
}

export function CookieBanner() {
  const t = useTranslations('CookieBanner')
  // Hidden on the server and until the browser is idle after start-up. Reading the cookie and
  // local storage are synchronous calls to the browser process (tens of ms on a first visit), and
  // an answer that differs from the server's during hydration forces a synchronous re-render.
  const [asking, setAsking] = useState(false)
  useEffect(
    () =>
      whenIdle(() => {
        const given = hasConsent()
        recordConsent(given)
        if (!given) startTransition(() => setAsking(true))
      }),
    [],
  )

  if (!asking) return null

  const accept = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${consentCookie.name}=true; Max-Age=${consentCookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
    try {
      localStorage.setItem(consentStorage.key, consentStorage.value)
    } catch {
      // The cookie still records consent.
    }
    recordConsent(true)
    setAsking(false)
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
