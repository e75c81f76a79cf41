import type { CollectionConfig } from 'payload'

import { isAdminOrCompliance, nobody } from '@/access/staff-roles'
import { socialProviders } from '@/domain/auth/social-sign-in'

/**
 * An investor account's sign-in through Google or Facebook, keyed by the provider and the
 * provider's subject id (never by e-mail, which a person may change at the provider). Written
 * only by the social sign-in operation; compliance staff can see which accounts use which.
 */
export const SocialIdentities: CollectionConfig = {
  slug: 'social-identities',
  labels: {
    singular: { en: 'Social sign-in', he: 'כניסה דרך רשת חברתית' },
    plural: { en: 'Social sign-ins', he: 'כניסות דרך רשתות חברתיות' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['provider', 'email', 'investor', 'createdAt'],
    group: { en: 'Investors', he: 'משקיעים' },
  },
  access: {
    read: isAdminOrCompliance,
    create: nobody,
    update: nobody,
    delete: isAdminOrCompliance,
  },
  indexes: [{ fields: ['provider', 'subject'], unique: true }],
  fields: [
    {
      name: 'provider',
      type: 'select',
      required: true,
      options: [...socialProviders],
      label: { en: 'Provider', he: 'ספק' },
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      label: { en: 'Provider id', he: 'מזהה אצל הספק' },
    },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
      label: { en: 'Account', he: 'חשבון' },
    },
    /** The address the provider reported when the sign-in was joined (for staff, not for lookups). */
    { name: 'email', type: 'text', label: { en: 'E-mail at the provider', he: 'דוא"ל אצל הספק' } },
  ],
}
