import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import { catalogueHref, type CatalogueQuery } from '@/domain/projects/catalogue-rules'
import { projectStatusGroups, type ProjectStatusGroup } from '@/domain/projects/project-status'
import type { CategoryOption } from '@/domain/projects/category-options'

const groups = Object.keys(projectStatusGroups) as ProjectStatusGroup[]

/**
 * Status groups as links and the category as a GET form: both only change the URL, so a filtered
 * view can be shared, bookmarked and used without JavaScript.
 */
export function CatalogueFilters({
  basePath,
  query,
  categories,
}: {
  basePath: string
  query: CatalogueQuery
  categories: CategoryOption[]
}) {
  const t = useTranslations('Projects')
  const statusLinks: { group: ProjectStatusGroup | null; label: string }[] = [
    { group: null, label: t('allStatuses') },
    ...groups.map((group) => ({ group, label: t(`groups.${group}`) })),
  ]
  return (
    <section className="catalogue-filters" aria-labelledby="catalogue-filters-title">
      <h2 id="catalogue-filters-title" className="visually-hidden">
        {t('filters')}
      </h2>
      <nav aria-label={t('statusFilter')}>
        <ul className="catalogue-filters__groups">
          {statusLinks.map(({ group, label }) => (
            <li key={group ?? 'all'}>
              <Link
                href={catalogueHref(basePath, { group, category: query.category })}
                aria-current={query.group === group ? 'page' : undefined}
                className="chip"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={basePath} className="catalogue-filters__form">
        {query.group ? <input type="hidden" name="status" value={query.group} /> : null}
        <label htmlFor="catalogue-category">{t('categoryFilter')}</label>
        <select id="catalogue-category" name="category" defaultValue={query.category ?? ''}>
          <option value="">{t('allCategories')}</option>
          {categories.map((category) => (
            <optgroup key={category.slug} label={category.name}>
              <option value={category.slug}>{category.name}</option>
              {category.children.map((child) => (
                <option key={child.slug} value={child.slug}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          {t('applyFilters')}
        </button>
      </form>
    </section>
  )
}
