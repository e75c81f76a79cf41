import type { CollectionConfig } from 'payload'

import { isAdminOrCompliance } from '@/access/staff-roles'
import { isStaff } from '@/access/is-staff'
import { adminMessage } from '@/domain/admin-message'
import { isRateText } from '@/domain/investments/fx'

/**
 * Exchange rates staff record per day (the Bank of Israel's representative rate, say): an amount in
 * another currency counts towards the caps in shekels at the rate of its day, or the latest before.
 */
export const FxRates: CollectionConfig = {
  slug: 'fx-rates',
  labels: {
    singular: { en: 'Exchange rate', he: 'שער חליפין' },
    plural: { en: 'Exchange rates', he: 'שערי חליפין' },
  },
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'currency', 'ilsPerUnit'],
    group: { en: 'Compliance', he: 'ציות' },
  },
  defaultSort: '-date',
  access: {
    read: isStaff,
    create: isAdminOrCompliance,
    update: isAdminOrCompliance,
    delete: isAdminOrCompliance,
  },
  indexes: [{ fields: ['date', 'currency'], unique: true }],
  fields: [
    {
      name: 'date',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'Date (YYYY-MM-DD)', he: 'תאריך (YYYY-MM-DD)' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? true : 'YYYY-MM-DD',
    },
    {
      name: 'currency',
      type: 'select',
      required: true,
      defaultValue: 'USD',
      options: [{ value: 'USD', label: 'USD' }],
      label: { en: 'Currency', he: 'מטבע' },
    },
    {
      // Text, not a float: up to six decimals, read exactly (`parseRate`).
      name: 'ilsPerUnit',
      type: 'text',
      required: true,
      label: { en: 'Shekels per unit', he: 'שקלים ליחידה' },
      validate: (value: unknown, { req }: { req: Parameters<typeof adminMessage>[0] }) =>
        isRateText(value) ||
        adminMessage(req, {
          en: 'A positive rate with at most six decimals, e.g. 3.6512',
          he: 'שער חיובי עם עד שש ספרות אחרי הנקודה, למשל 3.6512',
        }),
    },
  ],
}
