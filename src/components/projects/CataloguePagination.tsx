import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import { catalogueHref, type CatalogueQuery } from '@/domain/projects/catalogue-rules'

/** Numbered page links that keep the filters; the current page is marked for screen readers. */
export function CataloguePagination({
  basePath,
  query,
  totalPages,
}: {
  basePath: string
  query: CatalogueQuery
  totalPages: number
}) {
  const t = useTranslations('Projects')
  if (totalPages <= 1) return null
  const href = (page: number) => catalogueHref(basePath, { ...query, page })
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <ul>
        {query.page > 1 ? (
          <li>
            <Link href={href(query.page - 1)} rel="prev">
              {t('previousPage')}
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={href(page)}
              aria-current={page === query.page ? 'page' : undefined}
              aria-label={t('pageNumber', { page })}
            >
              <bdi>{page}</bdi>
            </Link>
          </li>
        ))}
        {query.page < totalPages ? (
          <li>
            <Link href={href(query.page + 1)} rel="next">
              {t('nextPage')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
