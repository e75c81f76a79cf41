import config from '@payload-config'
import { getPayload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Post, User } from '@/payload-types'

/**
 * A post's latest draft as a staff member previewing it sees it (published or not, uncached),
 * read with that member's access. Only for the user `getPreviewUser()` returns.
 */
export async function getPostDraft(
  slug: string,
  locale: Locale,
  previewUser: User,
): Promise<Post | null> {
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    depth: 1,
    draft: true,
    overrideAccess: false,
    user: previewUser,
  })
  return result.docs[0] ?? null
}
