import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'

import { isContentEditor } from '@/access/is-staff'
import { CallToActionBlock } from '@/blocks/CallToActionBlock'
import { adminMessage } from '@/fields/admin-message'
import { RichTextBlock } from '@/blocks/RichTextBlock'
import { publishedOrStaff } from '@/access/published-or-staff'
import { cacheTags, expireTag } from '@/hooks/revalidate'

const revalidatePage: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  expireTag(req, cacheTags.page(String(doc.slug)))
  if (previousDoc?.slug && previousDoc.slug !== doc.slug)
    expireTag(req, cacheTags.page(String(previousDoc.slug)))
  return doc
}

const revalidateDeletedPage: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireTag(req, cacheTags.page(String(doc.slug)))
  return doc
}

/** Content pages (how it works, policies, marketing pages); their site paths are in `domain/site-pages`. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', he: 'עמוד' }, plural: { en: 'Pages', he: 'עמודים' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: { en: 'Content', he: 'תוכן' },
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  access: {
    read: publishedOrStaff,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidateDeletedPage] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', he: 'כותרת' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Slug', he: 'מזהה' },
      admin: { position: 'sidebar' },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        (value && /^[a-z0-9-]+$/.test(value)) ||
        adminMessage(req, {
          he: 'אותיות לטיניות קטנות, ספרות ומקף בלבד',
          en: 'Lowercase Latin letters, digits and hyphens only',
        }),
    },
    { name: 'content', type: 'richText', localized: true, label: { en: 'Content', he: 'תוכן' } },
    {
      name: 'layout',
      type: 'blocks',
      label: { en: 'Sections below the text', he: 'מקטעים מתחת לטקסט' },
      blocks: [RichTextBlock, CallToActionBlock],
    },
    {
      name: 'meta',
      type: 'group',
      label: { en: 'Search engines', he: 'מנועי חיפוש' },
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          label: { en: 'Meta title', he: 'כותרת מטא' },
        },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          label: { en: 'Meta description', he: 'תיאור מטא' },
        },
        {
          name: 'noindex',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Hide from search engines', he: 'הסתר ממנועי חיפוש' },
        },
      ],
    },
  ],
}
