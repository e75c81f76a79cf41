import type { Payload } from 'payload'

import type { InquiryCategory } from '@/domain/companies/inquiry-view'
import { relationId } from '@/domain/relation-id'
import type { Locale } from '@/i18n/locales'

/**
 * The categories a company may choose for its venture, as projects use them: top-level ones with
 * their subcategories, in the page's language, alphabetically.
 */
export async function readInquiryCategories(
  payload: Payload,
  locale: Locale,
): Promise<InquiryCategory[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    depth: 0,
    pagination: false,
    locale,
    sort: 'name',
    overrideAccess: true,
  })
  const named = docs.map((category) => ({
    id: category.id,
    name: category.name,
    parent: relationId(category.parent),
  }))
  return named
    .filter((category) => category.parent === null)
    .map(({ id, name }) => ({
      id,
      name,
      children: named
        .filter((child) => child.parent === id)
        .map((child) => ({ id: child.id, name: child.name })),
    }))
}
