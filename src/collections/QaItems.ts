import type { CollectionConfig } from 'payload'

import { editorialAccess } from '@/access/content-editors'
import { cacheTags } from '@/domain/cache-tags'
import { expireTagOnChange } from '@/hooks/revalidate'

/** The Q&A centre (`/question-answer`): questions grouped by topic, in the editors' order. */
export const QaItems: CollectionConfig = {
  slug: 'qa-items',
  labels: {
    singular: { en: 'Question', he: 'שאלה' },
    plural: { en: 'Questions and answers', he: 'שאלות ותשובות' },
  },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'group', 'order', '_status'],
    listSearchableFields: ['question', 'answer'],
    group: { en: 'Content', he: 'תוכן' },
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  access: editorialAccess({ drafts: true }),
  hooks: expireTagOnChange(() => [cacheTags.collection('qa-items')]),
  fields: [
    {
      name: 'question',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Question', he: 'שאלה' },
    },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      localized: true,
      label: { en: 'Answer', he: 'תשובה' },
      admin: {
        description: {
          en: 'Plain text; a blank line starts a new paragraph. Searched together with the question.',
          he: 'טקסט פשוט; שורה ריקה פותחת פסקה חדשה. החיפוש עובר גם על התשובה.',
        },
      },
    },
    {
      name: 'group',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Topic', he: 'נושא' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      label: { en: 'Order', he: 'סדר' },
      admin: { position: 'sidebar' },
    },
  ],
}
