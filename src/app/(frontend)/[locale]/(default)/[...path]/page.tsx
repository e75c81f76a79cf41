import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/components/content/CmsPage'
import { pageSlugForPath } from '@/domain/site-pages'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; path?: string[] }> }

export const dynamicParams = true

export function generateStaticParams() {
  return []
}

function resolve(segments: string[] | undefined) {
  const path = `/${(segments ?? []).join('/')}`
  return { path, slug: pageSlugForPath(path) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path: segments } = await params
  const { path, slug } = resolve(segments)
  if (!slug || !isLocale(locale)) return {}
  return cmsPageMetadata(slug, locale, path)
}

/** The site paths served from CMS pages (home, how it works, policies…), see `domain/site-pages`. */
export default async function ContentPage({ params }: Props) {
  const { locale, path: segments } = await params
  const { slug } = resolve(segments)
  if (!slug || !isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <CmsPage slug={slug} locale={locale} />
}
