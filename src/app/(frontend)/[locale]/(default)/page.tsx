import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { cmsPageMetadata } from '@/components/content/CmsPage'
import { HomeScreen } from '@/components/home/HomeScreen'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

// Cached per language like the other CMS pages (rendered on first request, not at build) and
// expired by the hooks of pages, projects and posts; at most 60 s old, for the raise figures.
export const revalidate = 60

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return cmsPageMetadata('home', locale, '/')
}

/** `/`: the CMS home page (hero, how it works) with the project lists, latest posts and calls to action. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <HomeScreen locale={locale} />
}
