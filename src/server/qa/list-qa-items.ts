import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

import { findPublishedQaItems } from './find-published-qa-items'

/** One page of the Q&A centre (optionally searched), cached until a Q&A item is published. */
export function listQaItems({
  locale,
  query,
  page,
}: {
  locale: Locale
  query: string
  page: number
}) {
  return unstable_cache(
    async () => findPublishedQaItems(await getPayload({ config }), { locale, query, page }),
    ['qa-items', locale, query, String(page)],
    { tags: [cacheTags.collection('qa-items')], revalidate: 300 },
  )()
}
