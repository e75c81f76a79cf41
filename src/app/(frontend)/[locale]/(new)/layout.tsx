import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/layout/SiteChrome'
import { isLocale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export default async function Layout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <SiteChrome locale={locale} variant="new">
      {children}
    </SiteChrome>
  )
}
