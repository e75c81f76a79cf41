import config from '@payload-config'
import { getPayload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { getPreviewUser } from './get-preview-user'
import { getPublishedPage } from './get-published-page'

/**
 * A CMS page as the current request should see it: the latest draft for staff in preview mode
 * (never cached), otherwise the cached published page.
 */
export async function getPage(slug: string, locale: Locale) {
  const previewUser = await getPreviewUser()
  if (!previewUser) return getPublishedPage(slug, locale)
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'pages',
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
