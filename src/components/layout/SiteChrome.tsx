import type { ReactNode } from 'react'

import { PreviewBanner } from '@/components/preview/PreviewBanner'
import type { Locale } from '@/i18n/locales'
import { getSiteGlobal } from '@/server/content/get-site-global'

import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

type Props = { locale: Locale; variant: 'default' | 'new'; children: ReactNode }

/** Header, navigation, sidebar and footer around a page, in the default or the newer layout (spec 2). */
export async function SiteChrome({ locale, variant, children }: Props) {
  const [navigation, footer] = await Promise.all([
    getSiteGlobal('navigation', locale),
    getSiteGlobal('footer', locale),
  ])
  return (
    <div className={`layout layout--${variant}`}>
      <SiteHeader navigation={navigation} variant={variant} />
      <PreviewBanner />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter footer={footer} variant={variant} />
    </div>
  )
}
