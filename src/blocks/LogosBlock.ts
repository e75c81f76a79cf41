import type { Block } from 'payload'

import { headingField, localizedText } from './block-fields'

export const LogosBlock: Block = {
  slug: 'logos',
  interfaceName: 'LogosBlock',
  labels: { singular: { en: 'Logos', he: 'לוגואים' }, plural: { en: 'Logos', he: 'לוגואים' } },
  fields: [
    headingField,
    {
      name: 'logos',
      type: 'array',
      required: true,
      minRows: 1,
      label: { en: 'Logos', he: 'לוגואים' },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: { en: 'Logo', he: 'לוגו' },
        },
        localizedText('name', { en: 'Name', he: 'שם' }),
        { name: 'url', type: 'text', label: { en: 'Website (https)', he: 'אתר (https)' } },
      ],
    },
  ],
}
