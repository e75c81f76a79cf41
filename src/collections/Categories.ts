import type { CollectionConfig, Where } from 'payload'

import { editorialAccess } from '@/access/content-editors'
import { slugField } from '@/fields/slug'
import { cacheTags } from '@/domain/cache-tags'
import { expireTagOnChange } from '@/hooks/revalidate'

/** Project and post categories; a category with a parent is a subcategory of it. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: { en: 'Category', he: 'קטגוריה' },
    plural: { en: 'Categories', he: 'קטגוריות' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'parent'],
    group: { en: 'Content', he: 'תוכן' },
  },
  access: editorialAccess({ drafts: false }),
  hooks: expireTagOnChange(() => [cacheTags.collection('projects'), cacheTags.collection('posts')]),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', he: 'שם' },
    },
    slugField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      label: { en: 'Parent category', he: 'קטגוריית אב' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Set for a subcategory only',
          he: 'למילוי בתת-קטגוריה בלבד',
        },
      },
      // Two levels only: a parent is itself a top-level category, and never the category itself.
      filterOptions: ({ id }): Where => {
        const topLevel: Where = { parent: { exists: false } }
        return id ? { and: [topLevel, { id: { not_equals: id } }] } : topLevel
      },
    },
  ],
}
