import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import { maxSearchLength } from '@/domain/content/search-query'

/** A plain GET form (`?q=`): searching works before, and without, JavaScript. */
export function QaSearchForm({ query }: { query: string }) {
  const t = useTranslations('Qa')
  return (
    <form role="search" action="/question-answer" method="get" className="qa-search">
      <label htmlFor="qa-search-input">{t('searchLabel')}</label>
      <div className="qa-search__row">
        <input
          id="qa-search-input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={maxSearchLength}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">
          {t('search')}
        </button>
        {query ? (
          <Link href="/question-answer" className="button button--ghost">
            {t('clear')}
          </Link>
        ) : null}
      </div>
    </form>
  )
}
