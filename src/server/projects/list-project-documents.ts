import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

export type DocumentListing = { id: number; title: string; filename: string }

/**
 * The titles of a project's documents. Titles are shown to everyone who may see the project (the
 * caller has checked that); whether a file opens is decided by the file route's access control,
 * so this reads past it for the titles only and never returns a file address.
 */
export function listProjectDocuments(
  project: { id: number; alias: string },
  locale: Locale,
): Promise<DocumentListing[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'project-documents',
        where: { project: { equals: project.id } },
        select: { title: true, filename: true },
        sort: 'createdAt',
        locale,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      // A title is required only in the language it was saved in: the other shows the file name.
      return docs.map((d) => ({
        id: d.id,
        title: d.title || (d.filename ?? ''),
        filename: d.filename ?? '',
      }))
    },
    ['project-documents', String(project.id), locale],
    { tags: [cacheTags.project(project.alias)] },
  )()
}
