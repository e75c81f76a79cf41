import type { Metadata } from 'next'

import { CmsPage, cmsPageMetadata } from '@/components/content/CmsPage'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? cmsPageMetadata('new', locale, '/new') : {}
}

export default async function NewLayoutPage({ params }: Props) {
  return <CmsPage slug="new" locale={await pageLocale(params)} />
}
