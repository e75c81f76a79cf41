import type { CollectionConfig } from 'payload'

import { editorialAccess } from '@/access/content-editors'
import { slugField } from '@/fields/slug'
import { postCacheTags } from '@/hooks/post-cache-tags'
import { expireTagOnChange } from '@/hooks/revalidate'
import { livePreviewBreakpoints, livePreviewUrl, previewPath } from '@/server/for-payload-config'

/** Blog posts (`/blog`) and articles (`/articles`); a post's page is `/blog/{slug}`. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { en: 'Post', he: 'פוסט' },
    plural: { en: 'Blog and articles', he: 'בלוג ומאמרים' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'publishedAt', 'author', '_status'],
    listSearchableFields: ['title', 'slug'],
    group: { en: 'Content', he: 'תוכן' },
    livePreview: {
      breakpoints: livePreviewBreakpoints,
      url: ({ data, locale }) => livePreviewUrl(`/blog/${data.slug}`, locale.code),
    },
    preview: (data, { locale }) => previewPath(`/blog/${String(data.slug)}`, locale),
  },
  defaultSort: '-publishedAt',
  versions: { drafts: { schedulePublish: true, autosave: { interval: 1500 } }, maxPerDoc: 50 },
  access: editorialAccess({ drafts: true }),
  hooks: expireTagOnChange(postCacheTags),
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', he: 'כותרת' },
    },
    slugField(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'blog',
      index: true,
      label: { en: 'Kind', he: 'סוג' },
      options: [
        { value: 'blog', label: { en: 'Blog post', he: 'פוסט בבלוג' } },
        { value: 'article', label: { en: 'Article', he: 'מאמר' } },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: { en: 'Date', he: 'תאריך' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'author',
      type: 'text',
      localized: true,
      label: { en: 'Author', he: 'כותב' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: { en: 'Categories', he: 'קטגוריות' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Cover image', he: 'תמונת שער' },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 300,
      label: { en: 'Excerpt', he: 'תקציר' },
    },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      label: { en: 'Content', he: 'תוכן' },
    },
    {
      name: 'meta',
      type: 'group',
      label: { en: 'Search engines', he: 'מנועי חיפוש' },
      fields: [
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          label: { en: 'Meta description', he: 'תיאור מטא' },
        },
      ],
    },
  ],
}
