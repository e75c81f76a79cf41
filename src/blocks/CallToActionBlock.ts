import type { Block } from 'payload'

import { linkHrefField } from '@/fields/link-href'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: { en: 'Call to action', he: 'קריאה לפעולה' },
    plural: { en: 'Calls to action', he: 'קריאות לפעולה' },
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Heading', he: 'כותרת' },
    },
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', he: 'טקסט' } },
    {
      name: 'buttonLabel',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Button label', he: 'תווית הכפתור' },
    },
    linkHrefField(),
  ],
}
