import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import { pageHref, type PageWindow } from '@/domain/content/pagination'

type Props = {
  path: string
  window: PageWindow
  /** Other query parameters every page link keeps (the Q&A search). */
  keep?: Record<string, string | undefined>
}

/** Numbered page links of a list; plain links, so it works without JavaScript. */
export function Pagination({ path, window, keep }: Props) {
  const t = useTranslations('Blog')
  if (window.totalPages <= 1) return null
  const pages = Array.from({ length: window.totalPages }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <p className="visually-hidden">
        {t('pageOf', { page: window.page, total: window.totalPages })}
      </p>
      <ul className="pagination__list">
        {window.hasPrevious ? (
          <li>
            <Link href={pageHref(path, window.page - 1, keep)} rel="prev">
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            {page === window.page ? (
              <span className="pagination__current" aria-current="page">
                <span className="visually-hidden">{t('page', { page })}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <Link href={pageHref(path, page, keep)} aria-label={t('page', { page })}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {window.hasNext ? (
          <li>
            <Link href={pageHref(path, window.page + 1, keep)} rel="next">
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
