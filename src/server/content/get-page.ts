import type { Locale } from '@/i18n/locales'

import { getPreviewUser } from './get-preview-user'
import { getPublishedPage } from './get-published-page'
import { readDraft } from './read-draft'

/**
 * A CMS page as the current request should see it: the latest draft for staff in preview mode
 * (never cached), otherwise the cached published page.
 */
export async function getPage(slug: string, locale: Locale) {
  const previewUser = await getPreviewUser()
  if (!previewUser) return getPublishedPage(slug, locale)
  return readDraft('pages', { slug: { equals: slug } }, locale, previewUser)
}
