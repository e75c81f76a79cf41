import type { GlobalConfig, PayloadRequest } from 'payload'

import { anyone } from '@/access/anyone'
import { isContentEditor } from '@/access/is-staff'
import { adminMessage } from '@/fields/admin-message'

import { linkList, revalidateGlobal } from './Navigation'

export const socialNetworks = [
  'facebook',
  'linkedin',
  'instagram',
  'youtube',
  'x',
  'whatsapp',
] as const

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer', he: 'כותרת תחתונה' },
  admin: { group: { en: 'Site', he: 'אתר' } },
  access: { read: anyone, update: isContentEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'companyName',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Company name (copyright line)', he: 'שם החברה (שורת זכויות יוצרים)' },
    },
    {
      name: 'groups',
      type: 'array',
      label: { en: 'Link groups', he: 'קבוצות קישורים' },
      labels: {
        singular: { en: 'Link group', he: 'קבוצת קישורים' },
        plural: { en: 'Link groups', he: 'קבוצות קישורים' },
      },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          localized: true,
          label: { en: 'Title', he: 'כותרת' },
        },
        linkList('links', { en: 'Links', he: 'קישורים' }),
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      label: { en: 'Social links', he: 'רשתות חברתיות' },
      labels: {
        singular: { en: 'Social link', he: 'רשת חברתית' },
        plural: { en: 'Social links', he: 'רשתות חברתיות' },
      },
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          label: { en: 'Network', he: 'רשת' },
          options: socialNetworks.map((value) => ({ value, label: value })),
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          label: { en: 'Address', he: 'כתובת' },
          validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
            (value?.startsWith('https://') ?? false) ||
            adminMessage(req, {
              he: 'כתובת חייבת להתחיל ב־https://',
              en: 'The address must start with https://',
            }),
        },
      ],
    },
  ],
}
