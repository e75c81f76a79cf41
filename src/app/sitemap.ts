import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/domain/sitemap'
import { listSitemapDocuments } from '@/server/content/list-sitemap-documents'
import { siteUrl } from '@/server/http/site-url'

// Read from the database on request (there is none at build time); the list itself is cached.
export const dynamic = 'force-dynamic'

/** `/sitemap.xml`: every public page, project and post in Hebrew and English (hreflang). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(siteUrl(), await listSitemapDocuments())
}
