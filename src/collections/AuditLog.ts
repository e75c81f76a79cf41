import type { CollectionConfig } from 'payload'

import { isAdminOrCompliance, nobody } from '@/access/staff-roles'

/**
 * Who did what to an investor account or its data (unlocks, locks, a staff member opening a
 * message to it); written by hooks, never edited.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: { en: 'Audit entry', he: 'רשומת ביקורת' },
    plural: { en: 'Audit log', he: 'יומן ביקורת' },
  },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['action', 'investor', 'actor', 'createdAt'],
    group: { en: 'Administration', he: 'ניהול' },
  },
  access: { read: isAdminOrCompliance, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      label: { en: 'Action', he: 'פעולה' },
      options: [
        { value: 'investor.unlocked', label: { en: 'Account unlocked', he: 'חשבון שוחרר' } },
        { value: 'investor.locked', label: { en: 'Account locked', he: 'חשבון ננעל' } },
        {
          value: 'email-outbox.opened',
          label: { en: 'Outgoing e-mail opened', he: 'נפתח דוא"ל יוצא' },
        },
      ],
    },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      label: { en: 'Account', he: 'חשבון' },
    },
    {
      name: 'actor',
      type: 'relationship',
      relationTo: 'users',
      label: { en: 'Staff member', he: 'איש צוות' },
    },
    { name: 'details', type: 'json', label: { en: 'Details', he: 'פרטים' } },
  ],
}
