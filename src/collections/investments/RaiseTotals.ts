import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/staff-roles'
import { readableWithProject } from '@/access/through-project'
import { currencies } from '@/domain/money'

/**
 * Each project's raise as the ledger has it: the sum of its live investments and how many
 * investors hold them, and when it reached its minimum and when it closed. Kept only by the investing operations, in the same transaction as the
 * investment, by one conditional UPDATE; CHECK constraints (migration `investments`) refuse a total
 * below zero or above the maximum it was written under. Separate from `projects` so an editor's
 * save of a project can never write back a stale total.
 */
export const RaiseTotals: CollectionConfig = {
  slug: 'raise-totals',
  labels: {
    singular: { en: 'Raise total', he: 'סך גיוס' },
    plural: { en: 'Raise totals', he: 'סכומי גיוס' },
  },
  admin: {
    useAsTitle: 'project',
    defaultColumns: ['project', 'raised', 'investorCount', 'updatedAt'],
    group: { en: 'Investments', he: 'השקעות' },
  },
  // The progress bar's figures, read by whoever may read the project (a hidden project's, such as
  // an angel campaign's for a visitor, by no one else); the site reads them on the server.
  access: { read: readableWithProject('project'), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      unique: true,
      label: { en: 'Project', he: 'פרויקט' },
      admin: { readOnly: true },
    },
    {
      name: 'currency',
      type: 'select',
      required: true,
      options: currencies.map((value) => ({ value, label: value })),
      label: { en: 'Currency', he: 'מטבע' },
      admin: { readOnly: true },
    },
    {
      name: 'raised',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { en: 'Raised (minor units)', he: 'גויס (אגורות / סנטים)' },
      admin: { readOnly: true },
    },
    {
      name: 'maximum',
      type: 'number',
      required: true,
      label: { en: 'Maximum raise (minor units)', he: 'יעד מקסימלי (אגורות / סנטים)' },
      admin: { readOnly: true },
    },
    {
      name: 'investorCount',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { en: 'Investors', he: 'משקיעים' },
      admin: { readOnly: true },
    },
    {
      // Set once, when the raise first reached 100% of its minimum: its card pledges are charged
      // from then on, and its investors were told.
      name: 'minimumReachedAt',
      type: 'date',
      label: { en: 'Minimum reached', he: 'היעד המינימלי הושג' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // When the raise ended (success or failure): unpaid transfers' grace period counts from it.
      name: 'closedAt',
      type: 'date',
      label: { en: 'Closed', he: 'נסגר' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
