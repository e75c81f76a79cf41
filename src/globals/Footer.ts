import type { GlobalConfig, PayloadRequest } from 'payload'

import { anyone } from '@/access/anyone'
import { isContentEditor } from '@/access/is-staff'
import { normalizeCompanyNumber } from '@/domain/identity/company-number'
import { adminMessage } from '@/domain/admin-message'

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
      // A licensed offer coordinator names itself on every page: who runs the site, under which
      // licence, and where (shown under the footer on every layout).
      name: 'legal',
      type: 'group',
      label: { en: 'Legal details', he: 'פרטים משפטיים' },
      fields: [
        {
          name: 'registrationNumber',
          type: 'text',
          label: { en: 'Company number', he: 'מספר חברה' },
          validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
            !value ||
            normalizeCompanyNumber(value) !== null ||
            adminMessage(req, {
              he: 'מספר החברה אינו תקין',
              en: 'The company number is not valid',
            }),
        },
        {
          name: 'licenceNumber',
          type: 'text',
          label: {
            en: 'Offer coordinator licence number',
            he: 'מספר רישיון רכז הצעות',
          },
        },
        {
          name: 'address',
          type: 'text',
          localized: true,
          label: { en: 'Registered address', he: 'כתובת רשומה' },
        },
      ],
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
