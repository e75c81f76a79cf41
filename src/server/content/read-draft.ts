import config from '@payload-config'
import { getPayload, type Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Page, Post, User } from '@/payload-types'

type DraftCollections = { pages: Page; posts: Post }

/**
 * The latest draft of one document as a staff member previewing it sees it (published or not,
 * uncached), read with that member's access. Only for the user `getPreviewUser()` returns.
 */
export async function readDraft<Slug extends keyof DraftCollections>(
  collection: Slug,
  where: Where,
  locale: Locale,
  previewUser: User,
): Promise<DraftCollections[Slug] | null> {
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection,
    where,
    locale,
    limit: 1,
    depth: 1,
    draft: true,
    overrideAccess: false,
    user: previewUser,
  })
  return (result.docs[0] as DraftCollections[Slug] | undefined) ?? null
}
