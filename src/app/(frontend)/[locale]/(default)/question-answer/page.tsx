import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { languageAlternates, shareMetadata } from '@/domain/page-metadata'
import { Pagination } from '@/components/blog/Pagination'
import { QaGroups } from '@/components/qa/QaGroups'
import { QaSearchForm } from '@/components/qa/QaSearchForm'
import { pageFromParam, pageWindow } from '@/domain/content/pagination'
import { normaliseSearchQuery } from '@/domain/content/search-query'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { qaPerPage } from '@/server/qa/find-published-qa-items'
import { listQaItems } from '@/server/qa/list-qa-items'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ page?: string | string[]; q?: string | string[] }>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Qa' })
  const query = normaliseSearchQuery((await searchParams).q)
  return {
    title: query ? t('searchPageTitle', { query }) : t('title'),
    description: t('description'),
    alternates: languageAlternates('/question-answer', locale),
    // Search results are not pages of their own for search engines.
    robots: query ? { index: false, follow: true } : undefined,
    ...shareMetadata({
      title: t('title'),
      description: t('description'),
      path: '/question-answer',
      locale,
    }),
  }
}

/** `/question-answer`: the Q&A centre, 10 a page, grouped by topic, searchable with `?q=`. */
export default async function QuestionAnswerPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Qa' })
  const search = await searchParams
  const query = normaliseSearchQuery(search.q)
  const page = pageFromParam(search.page)
  const result = await listQaItems({ locale, query, page })
  if (page > 1 && result.docs.length === 0) notFound()
  return (
    <section className="qa-page" aria-labelledby="qa-title">
      <h1 id="qa-title">{t('title')}</h1>
      <p className="post-list__lead">{t('description')}</p>
      <QaSearchForm query={query} />
      {query ? (
        <p className="qa-page__status" role="status">
          {t.rich(result.totalDocs ? 'results' : 'noResults', {
            count: result.totalDocs,
            query,
            term: (chunks) => <bdi>{chunks}</bdi>,
          })}
        </p>
      ) : null}
      {result.docs.length ? (
        <QaGroups items={result.docs} />
      ) : (
        <p>{query ? t('noResultsHint') : t('empty')}</p>
      )}
      <Pagination
        path="/question-answer"
        window={pageWindow(page, result.totalDocs, qaPerPage)}
        keep={{ q: query || undefined }}
      />
    </section>
  )
}
