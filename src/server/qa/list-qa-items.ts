import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

import { findPublishedQaItems, qaPerPage } from './find-published-qa-items'

/**
 * One page of the Q&A centre (optionally searched; `perPage` items, the page's 10 unless asked),
 * cached until a Q&A item is published.
 */
export function listQaItems({
  locale,
  query,
  page,
  perPage = qaPerPage,
}: {
  locale: Locale
  query: string
  page: number
  perPage?: number
}) {
  return unstable_cache(
    async () =>
      findPublishedQaItems(await getPayload({ config }), { locale, query, page, perPage }),
    ['qa-items', locale, query, String(page), String(perPage)],
    { tags: [cacheTags.collection('qa-items')], revalidate: 300 },
  )()
}
