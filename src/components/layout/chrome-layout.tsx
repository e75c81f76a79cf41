import type { ReactNode } from 'react'

import { pageLocale } from '@/i18n/page-locale'

import { SiteChrome } from './SiteChrome'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** A route group's layout: the site chrome in the default or the newer variant (spec 2). */
export function chromeLayout(variant: 'default' | 'new') {
  return async function ChromeLayout({ children, params }: Props) {
    const locale = await pageLocale(params)
    return (
      <SiteChrome locale={locale} variant={variant}>
        {children}
      </SiteChrome>
    )
  }
}
