import type { Block } from 'payload'

import { headingField, localizedText } from './block-fields'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: { en: 'Figures', he: 'נתונים' }, plural: { en: 'Figures', he: 'נתונים' } },
  fields: [
    headingField,
    {
      name: 'stats',
      type: 'array',
      required: true,
      minRows: 1,
      label: { en: 'Figures', he: 'נתונים' },
      fields: [
        localizedText('value', { en: 'Figure (e.g. ₪12 million)', he: 'נתון (למשל 12 מיליון ₪)' }),
        localizedText('label', { en: 'Label', he: 'תווית' }),
      ],
    },
  ],
}
