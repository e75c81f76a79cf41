import type { Block } from 'payload'

import { headingField } from './block-fields'

/** Questions chosen from the Q&A centre, so an answer is edited in one place. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: {
    singular: { en: 'FAQ', he: 'שאלות נפוצות' },
    plural: { en: 'FAQs', he: 'שאלות נפוצות' },
  },
  fields: [
    headingField,
    {
      name: 'questions',
      type: 'relationship',
      relationTo: 'qa-items',
      hasMany: true,
      required: true,
      label: { en: 'Questions', he: 'שאלות' },
    },
  ],
}
