import type { Block } from 'payload'

import { headingField, localizedText, localizedTextarea } from './block-fields'

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamBlock',
  labels: { singular: { en: 'Team', he: 'צוות' }, plural: { en: 'Teams', he: 'צוותים' } },
  fields: [
    headingField,
    {
      name: 'members',
      type: 'array',
      required: true,
      minRows: 1,
      label: { en: 'Members', he: 'חברי צוות' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Photo', he: 'תמונה' } },
        localizedText('fullName', { en: 'Full name', he: 'שם מלא' }),
        localizedText('role', { en: 'Role', he: 'תפקיד' }),
        localizedTextarea('description', { en: 'About', he: 'אודות' }),
        { name: 'linkedin', type: 'text', label: { en: 'LinkedIn address', he: 'כתובת לינקדאין' } },
      ],
    },
  ],
}
