import type { Metadata } from 'next'

import { CmsPage, cmsPageMetadata } from '@/components/content/CmsPage'
import { OpeningThisMonth } from '@/components/projects/OpeningThisMonth'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

// Cached per language and expired on publish like the other CMS pages; at most 60 s old, for the
// raise figures and the turn of the month.
export const revalidate = 60

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? cmsPageMetadata('new', locale, '/new') : {}
}

/** `/new`: the CMS page's text, then the projects whose raise opens this month in Israel. */
export default async function NewLayoutPage({ params }: Props) {
  const locale = await pageLocale(params)
  return (
    <>
      <CmsPage slug="new" locale={locale} />
      <OpeningThisMonth locale={locale} />
    </>
  )
}
