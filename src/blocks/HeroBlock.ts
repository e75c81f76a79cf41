import type { Block } from 'payload'

import { linkHrefField } from '@/fields/link-href'

import { localizedText, localizedTextarea } from './block-fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { en: 'Hero', he: 'פתיח' }, plural: { en: 'Heroes', he: 'פתיחים' } },
  fields: [
    localizedText('heading', { en: 'Heading', he: 'כותרת' }),
    localizedTextarea('text', { en: 'Text', he: 'טקסט' }),
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', he: 'תמונה' } },
    localizedText('buttonLabel', { en: 'Button label', he: 'תווית הכפתור' }, false),
    linkHrefField('href', { required: false }),
  ],
}
