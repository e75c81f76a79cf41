import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CatalogueScreen } from '@/components/projects/CatalogueScreen'
import { catalogueMetadata } from '@/components/projects/catalogue-route'
import { catalogueQueryFromSegments, isProjectBase } from '@/domain/projects/visitor-view'
import { pageLocale } from '@/i18n/page-locale'

type Props = {
  params: Promise<{ locale: string; base: string; group: string; category: string; page: string }>
}

// A visitor's catalogue view, cached per language, filter and page (rendered on first request,
// not at build), expired when projects are published and at most 60 s old for the raise figures.
export const revalidate = 60

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { base } = await params
  if (!isProjectBase(base)) return {}
  return catalogueMetadata(await pageLocale(params))
}

/** `/projects?status=…&category=…&page=…` for visitors (the proxy rewrites it here). */
export default async function VisitorCataloguePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { base, ...segments } = await params
  if (!isProjectBase(base)) notFound()
  return (
    <CatalogueScreen
      locale={locale}
      basePath={`/${base}`}
      query={catalogueQueryFromSegments(segments)}
      investor={null}
    />
  )
}
