import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import type { TypedUser } from 'payload'

import { Link } from '@/components/navigation/Link'
import type { CatalogueQuery } from '@/domain/projects/catalogue-rules'
import type { Locale } from '@/i18n/locales'
import { listCatalogue } from '@/server/projects/list-catalogue'
import { listProjectCategories } from '@/server/projects/list-project-categories'

import { CatalogueFilters } from './CatalogueFilters'
import { CataloguePagination } from './CataloguePagination'
import { ProjectCardView } from './ProjectCardView'

type Props = {
  locale: Locale
  basePath: string
  query: CatalogueQuery
  /** A signed-in investor (who may also see angel campaigns), or null for the cached visitor's view. */
  investor: TypedUser | null
}

/** `/projects` and `/investment_opportunities` (spec 2: the same screen under two addresses). */
export async function CatalogueScreen({ locale, basePath, query, investor }: Props) {
  const t = await getTranslations('Projects')
  const categories = await listProjectCategories(locale)
  const result = await listCatalogue(query, locale, investor)
  // A page past the last one does not exist (as in the blog); an empty first page says so.
  if (query.page > 1 && result.cards.length === 0) notFound()
  const now = new Date()
  return (
    <div className="catalogue">
      <header className="catalogue__header">
        <h1>{t('catalogueTitle')}</h1>
        <p>{t('catalogueIntro')}</p>
      </header>
      <CatalogueFilters basePath={basePath} query={query} categories={categories} />
      <p className="catalogue__count" role="status">
        {t('resultCount', { count: result.totalDocs })}
        {result.totalPages > 1
          ? ` · ${t('pageOf', { page: result.page, total: result.totalPages })}`
          : null}
      </p>
      {result.cards.length ? (
        <ul className="catalogue__grid">
          {result.cards.map((card, index) => (
            <li key={card.alias}>
              <ProjectCardView
                card={card}
                locale={locale}
                basePath={basePath}
                now={now}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="catalogue__empty">
          {t('noResults')} <Link href={basePath}>{t('clearFilters')}</Link>
        </p>
      )}
      <CataloguePagination basePath={basePath} query={query} totalPages={result.totalPages} />
    </div>
  )
}
