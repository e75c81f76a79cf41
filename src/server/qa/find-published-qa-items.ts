import type { Payload, Where } from 'payload'

import { searchQueryVariants } from '@/domain/content/search-query'
import type { Locale } from '@/i18n/locales'

export type QaEntry = { id: number; question: string; answer: string; group: string }

export type QaPage = { docs: QaEntry[]; totalDocs: number; page: number; totalPages: number }

/** Q&A items on one page of `/question-answer` (spec 9: page size 10). */
export const qaPerPage = 10

/**
 * Published Q&A items in the editors' order, optionally those whose question or answer contains
 * every word of `query` (already normalised, see `domain/content/search-query`). Access control
 * applies, drafts never. Uncached: `list-qa-items` wraps it.
 */
export async function findPublishedQaItems(
  payload: Payload,
  {
    locale,
    query,
    page,
    perPage = qaPerPage,
  }: { locale: Locale; query: string; page: number; perPage?: number },
): Promise<QaPage> {
  const conditions: Where[] = [{ _status: { equals: 'published' } }]
  // Payload's `like` matches each word anywhere in the text, case-insensitively.
  if (query)
    conditions.push({
      or: searchQueryVariants(query).flatMap((variant): Where[] => [
        { question: { like: variant } },
        { answer: { like: variant } },
      ]),
    })
  const result = await payload.find({
    collection: 'qa-items',
    locale,
    where: { and: conditions },
    sort: ['order', 'id'],
    page,
    limit: perPage,
    depth: 0,
    draft: false,
    overrideAccess: false,
  })
  return {
    docs: result.docs.map(({ id, question, answer, group }) => ({ id, question, answer, group })),
    totalDocs: result.totalDocs,
    page: result.page ?? page,
    totalPages: result.totalPages,
  }
}
