import type { Block } from 'payload'

import { headingField, localizedText, localizedTextarea } from './block-fields'

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: { en: 'Steps', he: 'שלבים' }, plural: { en: 'Steps', he: 'שלבים' } },
  fields: [
    headingField,
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      label: { en: 'Steps', he: 'שלבים' },
      fields: [
        localizedText('title', { en: 'Title', he: 'כותרת' }),
        localizedTextarea('text', { en: 'Text', he: 'טקסט' }),
      ],
    },
  ],
}
