import { relationId } from '@/domain/relation-id'

export type CategoryOption = {
  slug: string
  name: string
  children: { slug: string; name: string }[]
}

type CategoryRow = {
  id: number
  slug: string
  name: string
  parent?: number | { id: number } | null
}

const parentId = ({ parent }: CategoryRow) => relationId(parent)

/**
 * The catalogue's category filter: top-level categories with their subcategories, keeping only
 * those a listed project belongs to (categories are shared with the blog, and a choice that can
 * only ever show "no projects" is no choice). A parent stays while any of its subcategories is in
 * use, so that its children have a heading.
 */
export function categoryOptionsInUse(
  categories: CategoryRow[],
  usedIds: ReadonlySet<number>,
): CategoryOption[] {
  return categories
    .filter((category) => parentId(category) === null)
    .map((parent) => ({
      parent,
      children: categories.filter((c) => parentId(c) === parent.id && usedIds.has(c.id)),
    }))
    .filter(({ parent, children }) => usedIds.has(parent.id) || children.length > 0)
    .map(({ parent, children }) => ({
      slug: parent.slug,
      name: parent.name,
      children: children.map(({ slug, name }) => ({ slug, name })),
    }))
}
