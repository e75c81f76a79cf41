import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-staff'
import { isAdminOrCompliance, nobody } from '@/access/staff-roles'
import { normalizeEmail } from '@/domain/auth/email-address'
import { toE164 } from '@/domain/phone'
import { sealLinkToken, siteUrl } from '@/server/for-payload-config'

/** On creation: the person's details sealed into the link, and who made it. */
const sealInvitation: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const email = normalizeEmail(String(data.email ?? ''))
  const phone = data.phone ? (toE164(String(data.phone), 'IL') ?? undefined) : undefined
  const token = sealLinkToken({
    kind: 'invitation',
    email,
    ...(data.name ? { name: String(data.name) } : {}),
    ...(phone ? { phone } : {}),
  })
  return {
    ...data,
    email,
    phone: phone ?? null,
    link: `${siteUrl()}/?token=${encodeURIComponent(token)}`,
    createdBy: req.user?.collection === 'users' ? req.user.id : null,
  }
}

/**
 * Spec 4, invitation links, made by compliance staff and administrators: opening the link opens
 * login (an existing account) or registration (prefilled) for the invited person.
 */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  labels: {
    singular: { en: 'Invitation link', he: 'קישור הזמנה' },
    plural: { en: 'Invitation links', he: 'קישורי הזמנה' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'link', 'createdBy', 'createdAt'],
    group: { en: 'Investors', he: 'משקיעים' },
    description: {
      en: 'Save to get the link; send it to the person. It works for 30 days.',
      he: 'שמירה יוצרת את הקישור; שלחו אותו לאדם המוזמן. הקישור תקף 30 יום.',
    },
  },
  access: {
    read: isAdminOrCompliance,
    create: isAdminOrCompliance,
    update: nobody,
    delete: isAdmin,
  },
  hooks: { beforeChange: [sealInvitation] },
  fields: [
    { name: 'email', type: 'email', required: true, label: { en: 'E-mail', he: 'דוא"ל' } },
    { name: 'name', type: 'text', label: { en: 'Name', he: 'שם' } },
    {
      name: 'phone',
      type: 'text',
      label: { en: 'Phone', he: 'טלפון' },
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
        !value || toE164(String(value), 'IL') !== null
          ? true
          : req.i18n?.language === 'he'
            ? 'מספר טלפון לא תקין'
            : 'Invalid phone number',
    },
    {
      name: 'link',
      type: 'text',
      label: { en: 'Link', he: 'קישור' },
      admin: { readOnly: true, condition: (data) => Boolean(data?.link) },
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      label: { en: 'Created by', he: 'נוצר על ידי' },
      admin: { readOnly: true },
    },
  ],
}
