'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { defaultLocale, isLocale, localeSettings, type Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

// Both languages' GlobalError messages, inlined at build time (next.config.ts).
const texts = JSON.parse(process.env.LAST_RESORT_MESSAGES ?? '{}') as Record<
  Locale,
  Messages['GlobalError']
>

function cookieLocale(): Locale {
  const value = document.cookie.match(/(?:^|; )language=([^;]*)/)?.[1]
  return isLocale(value) ? value : defaultLocale
}

const subscribeToNothing = () => () => {}

/** Last resort when even the layout or the error page fails: no providers, so no next-intl. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = useSyncExternalStore(subscribeToNothing, cookieLocale, () => defaultLocale)
  useEffect(() => console.error(error), [error])
  const text = texts[locale]

  return (
    <html lang={locale} dir={localeSettings[locale].dir}>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1rem', textAlign: 'center' }}
      >
        <h1>{text.message}</h1>
        {/* A full page load: the client router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">{text.home}</a>
      </body>
    </html>
  )
}
