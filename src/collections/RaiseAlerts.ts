import type { CollectionConfig } from 'payload'

import { investorOwnerOrReviewer } from '@/access/investor-owner-or-reviewer'
import { nobody } from '@/access/staff-roles'

/**
 * Issue 17: an investor asked to be e-mailed when a coming project's raise opens. Written only by
 * `POST`/`DELETE /api/investor/raise-alerts/{project}` (src/server/raise-alerts/); the settlement
 * job stamps `notifiedAt` in the transaction that opens the raise and queues the e-mail, so each
 * investor is told once. One per investor and project (unique index). The investor reads their
 * own, compliance and administrators all; editors see no investor's records.
 */
export const RaiseAlerts: CollectionConfig = {
  slug: 'raise-alerts',
  labels: {
    singular: { en: 'Raise alert', he: 'בקשת עדכון על פתיחת גיוס' },
    plural: { en: 'Raise alerts', he: 'בקשות עדכון על פתיחת גיוס' },
  },
  admin: {
    useAsTitle: 'project',
    defaultColumns: ['project', 'investor', 'createdAt', 'notifiedAt'],
    group: { en: 'Investments', he: 'השקעות' },
  },
  defaultSort: '-createdAt',
  access: { read: investorOwnerOrReviewer, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['investor', 'project'], unique: true }],
  fields: [
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      label: { en: 'Account', he: 'חשבון' },
      admin: { readOnly: true },
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      // The job reads a project's alerts when its raise opens.
      index: true,
      label: { en: 'Project', he: 'פרויקט' },
      admin: { readOnly: true },
    },
    {
      name: 'notifiedAt',
      type: 'date',
      label: { en: 'E-mailed when the raise opened', he: 'נשלח דוא"ל בפתיחת הגיוס' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
