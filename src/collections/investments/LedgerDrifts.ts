import type { CollectionConfig } from 'payload'

import { isAdminOrCompliance, nobody } from '@/access/staff-roles'
import { currencies } from '@/domain/money'
import { ledgerDriftKinds, type LedgerDriftKind } from '@/domain/investments/raise/ledger-drift'

const readOnly = { readOnly: true }

/** Each kind of drift's label in both languages (a kind without one does not compile). */
const ledgerDriftLabels: Record<LedgerDriftKind, { en: string; he: string }> = {
  'raise-totals': { en: 'Raise total ≠ live pledges', he: 'סך הגיוס ≠ ההתחייבויות הפעילות' },
  'provider-charge': {
    en: 'Paid card pledge ≠ provider charge',
    he: 'התחייבות בכרטיס ששולמה ≠ החיוב אצל הספק',
  },
}

/**
 * Disagreements the consistency check of each settlement round found
 * (src/server/investments/raise/check-ledger-consistency.ts): one record per project (or investment) and kind
 * while it holds, resolved by a later check that finds them agreeing, or by an administrator's
 * recount of the raise's totals (the button on the edit view). Written only by those operations,
 * each with its audit entry; read by administrators and compliance (it names investments' money).
 */
export const LedgerDrifts: CollectionConfig = {
  slug: 'ledger-drifts',
  labels: {
    singular: { en: 'Ledger drift', he: 'סטייה בספר החשבונות' },
    plural: { en: 'Ledger drifts', he: 'סטיות בספר החשבונות' },
  },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: [
      'kind',
      'project',
      'investment',
      'recordedMinor',
      'actualMinor',
      'differenceMinor',
      'foundAt',
      'resolvedAt',
    ],
    group: { en: 'Investments', he: 'השקעות' },
    description: {
      en: 'Found by the settlement round’s consistency check. A drift is resolved by itself once a later check finds the figures agreeing; an administrator may recount a raise’s totals from its live pledges.',
      he: 'נמצאו בבדיקת העקביות של סבב הסליקה. סטייה נסגרת מעצמה כשבדיקה מאוחרת מוצאת שהנתונים מתאימים; מנהל/ת מערכת רשאי/ת לחשב מחדש את סכומי הגיוס מההתחייבויות הפעילות.',
    },
  },
  defaultSort: '-foundAt',
  access: { read: isAdminOrCompliance, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/components/investments/admin/LedgerDriftActions#LedgerDriftActions',
        },
      },
    },
    {
      // One line saying what is wrong, in figures (the list's title).
      name: 'summary',
      type: 'text',
      required: true,
      label: { en: 'What disagrees', he: 'מה אינו מתאים' },
      admin: readOnly,
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: ledgerDriftKinds.map((value) => ({ value, label: ledgerDriftLabels[value] })),
      label: { en: 'Kind', he: 'סוג' },
      admin: readOnly,
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
      label: { en: 'Project', he: 'פרויקט' },
      admin: readOnly,
    },
    {
      name: 'investment',
      type: 'relationship',
      relationTo: 'investments',
      label: { en: 'Investment', he: 'השקעה' },
      admin: readOnly,
    },
    {
      name: 'currency',
      type: 'select',
      options: currencies.map((value) => ({ value, label: value })),
      label: { en: 'Currency', he: 'מטבע' },
      admin: readOnly,
    },
    {
      // The raise's `raised`, or what the ledger says the card was charged (amount with the fee).
      name: 'recordedMinor',
      type: 'number',
      required: true,
      label: { en: 'Recorded (minor units)', he: 'רשום (אגורות / סנטים)' },
      admin: readOnly,
    },
    {
      // The sum of the live pledges, or what the provider's charge holds.
      name: 'actualMinor',
      type: 'number',
      required: true,
      label: {
        en: 'Ledger / provider (minor units)',
        he: 'ספר החשבונות / הספק (אגורות / סנטים)',
      },
      admin: readOnly,
    },
    {
      name: 'differenceMinor',
      type: 'number',
      required: true,
      label: { en: 'Difference (minor units)', he: 'הפרש (אגורות / סנטים)' },
      admin: readOnly,
    },
    {
      name: 'recordedInvestors',
      type: 'number',
      label: { en: 'Recorded investors', he: 'משקיעים רשומים' },
      admin: readOnly,
    },
    {
      name: 'actualInvestors',
      type: 'number',
      label: { en: 'Investors holding a live pledge', he: 'משקיעים עם התחייבות פעילה' },
      admin: readOnly,
    },
    {
      // The provider's own state of the charge (`succeeded`, `processing`, …).
      name: 'providerOutcome',
      type: 'text',
      label: { en: 'Provider’s charge state', he: 'מצב החיוב אצל הספק' },
      admin: readOnly,
    },
    {
      name: 'foundAt',
      type: 'date',
      required: true,
      label: { en: 'Found', he: 'נמצאה' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'resolvedAt',
      type: 'date',
      index: true,
      label: { en: 'Resolved', he: 'נסגרה' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // Empty when a later check found the figures agreeing by themselves.
      name: 'resolvedBy',
      type: 'relationship',
      relationTo: 'users',
      label: { en: 'Resolved by', he: 'נסגרה על ידי' },
      admin: readOnly,
    },
    {
      name: 'note',
      type: 'text',
      label: { en: 'Note', he: 'הערה' },
      admin: readOnly,
    },
    {
      // `kind:project:investment` while open, null once resolved: the unique index keeps one open
      // record per drift even if two rounds find it at once.
      name: 'openKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
  ],
}
