import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import {
  documentPath,
  indexableCmsPaths,
  listingPaths,
  type SitemapDocument,
} from '@/domain/sitemap'
import { cacheTags } from '@/domain/cache-tags'

/**
 * Every public address for the sitemap, read as an anonymous visitor (access control applies:
 * only published pages, projects in a public status that are not angel campaigns, published
 * posts). Cached for an hour, and until a project or post is published.
 */
export const listSitemapDocuments = unstable_cache(
  async (): Promise<SitemapDocument[]> => {
    const payload = await getPayload({ config })
    const visitor = { overrideAccess: false, draft: false, pagination: false, depth: 0 } as const
    const [pages, projects, posts] = await Promise.all([
      payload.find({
        collection: 'pages',
        ...visitor,
        where: { 'meta.noindex': { not_equals: true } },
        select: { slug: true, updatedAt: true },
      }),
      payload.find({
        collection: 'projects',
        ...visitor,
        select: { alias: true, updatedAt: true },
      }),
      payload.find({ collection: 'posts', ...visitor, select: { slug: true, updatedAt: true } }),
    ])
    return [
      ...indexableCmsPaths(pages.docs.map((p) => ({ slug: p.slug, updatedAt: p.updatedAt }))),
      ...listingPaths.map((path) => ({ path })),
      ...projects.docs.map((p) => ({
        path: documentPath('/projects', p.alias),
        updatedAt: p.updatedAt,
      })),
      ...posts.docs.map((p) => ({ path: documentPath('/blog', p.slug), updatedAt: p.updatedAt })),
    ]
  },
  ['sitemap-documents'],
  {
    tags: [cacheTags.collection('projects'), cacheTags.collection('posts')],
    revalidate: 3600,
  },
)
