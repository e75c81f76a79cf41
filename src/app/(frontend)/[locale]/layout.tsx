import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { consentCheckScript } from '@/client/cookie-consent'
import { AccountProvider } from '@/components/account/AccountProvider'
import { ChunkReloadGuard } from '@/components/behaviours/ChunkReloadGuard'
import { CookieBanner } from '@/components/behaviours/CookieBanner'
import { DeferredAddressBehaviours } from '@/components/behaviours/DeferredAddressBehaviours'
import { HydrationMarker } from '@/components/behaviours/HydrationMarker'
import { NetworkStatus } from '@/components/behaviours/NetworkStatus'
import { ProgressBar } from '@/components/behaviours/ProgressBar'
import { UtmCapture } from '@/components/behaviours/UtmCapture'
import { ModalProvider } from '@/components/modals/ModalProvider'
import { clientMessages } from '@/i18n/client-messages'
import { siteIcons } from '@/components/brand/site-icons'
import { isLocale, localeSettings } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { pageLocale } from '@/i18n/page-locale'
import { siteUrl } from '@/server/http/site-url'

import { heeboHebrew, heeboLatin } from '../site-font'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// Nothing is rendered at build time (no database there); each page is rendered on its first
// request per language and then served from the cache until its content is republished.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Site' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('name'), template: `%s · ${t('name')}` },
    description: t('tagline'),
    icons: siteIcons,
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await pageLocale(params)

  return (
    // The consent check adds data-cookie-consent to <html> before React hydrates it.
    <html
      lang={locale}
      dir={localeSettings[locale].dir}
      className={`${heeboHebrew.variable} ${heeboLatin.variable}`}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: consentCheckScript }} />
      </head>
      <body>
        <NextIntlClientProvider messages={clientMessages(messagesFor(locale))}>
          <Suspense fallback={null}>
            <ProgressBar />
          </Suspense>
          <UtmCapture />
          <ChunkReloadGuard />
          <HydrationMarker />
          <AccountProvider>
            <ModalProvider>
              {children}
              <DeferredAddressBehaviours />
              {/* With the page's own code: loaded later, it could not load once offline. */}
              <NetworkStatus />
              <CookieBanner />
            </ModalProvider>
          </AccountProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
