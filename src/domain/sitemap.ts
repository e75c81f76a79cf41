import { cmsPagePaths } from './site-pages'
import { locales } from '@/i18n/locales'

/** Public lists that are not CMS pages (catalogue, blog, articles, Q&A), by their canonical path. */
export const listingPaths = ['/projects', '/blog', '/articles', '/question-answer'] as const

export type SitemapDocument = { path: string; updatedAt?: string | null }

export type SitemapEntry = {
  url: string
  lastModified?: Date
  alternates: { languages: Record<string, string> }
}

/**
 * The canonical path of each CMS page that search engines may list: the first path of its slug
 * (`/smartclub2`, not `/Smart-investor-Club`), and only for slugs that are published and indexable.
 */
export function indexableCmsPaths(
  indexable: { slug: string; updatedAt?: string | null }[],
): SitemapDocument[] {
  const bySlug = new Map(indexable.map((page) => [page.slug, page.updatedAt]))
  const seen = new Set<string>()
  const paths: SitemapDocument[] = []
  for (const [path, slug] of Object.entries(cmsPagePaths)) {
    if (seen.has(slug) || !bySlug.has(slug)) continue
    seen.add(slug)
    paths.push({ path, updatedAt: bySlug.get(slug) })
  }
  return paths
}

/** A document path from its address segment (an alias or slug may hold Hebrew letters). */
export const documentPath = (prefix: string, segment: string) =>
  `${prefix}/${encodeURIComponent(segment)}`

/**
 * One sitemap entry per path and language (`?lng=he`, `?lng=en`), each naming all languages and
 * the bare path as x-default (hreflang), so both language versions are listed and linked.
 */
export function sitemapEntries(baseUrl: string, documents: SitemapDocument[]): SitemapEntry[] {
  const base = baseUrl.replace(/\/+$/, '')
  const seen = new Set<string>()
  const entries: SitemapEntry[] = []
  for (const { path, updatedAt } of documents) {
    if (seen.has(path)) continue
    seen.add(path)
    const address = `${base}${path === '/' ? '/' : path}`
    const languages: Record<string, string> = Object.fromEntries(
      locales.map((locale) => [locale, `${address}?lng=${locale}`]),
    )
    languages['x-default'] = address
    const lastModified = updatedAt ? new Date(updatedAt) : undefined
    for (const locale of locales) {
      entries.push({
        url: `${address}?lng=${locale}`,
        ...(lastModified && !Number.isNaN(lastModified.getTime()) ? { lastModified } : {}),
        alternates: { languages },
      })
    }
  }
  return entries
}
