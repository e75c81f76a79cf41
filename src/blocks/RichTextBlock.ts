import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { en: 'Text', he: 'טקסט' }, plural: { en: 'Texts', he: 'טקסטים' } },
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      label: { en: 'Text', he: 'טקסט' },
    },
  ],
}
