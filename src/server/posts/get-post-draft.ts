import type { Locale } from '@/i18n/locales'
import type { Post, User } from '@/payload-types'
import { readDraft } from '@/server/content/read-draft'

/** A post's latest draft for a staff member previewing it (see `readDraft`). */
export function getPostDraft(
  slug: string,
  locale: Locale,
  previewUser: User,
): Promise<Post | null> {
  return readDraft('posts', { slug: { equals: slug } }, locale, previewUser)
}
