import type { CollectionConfig } from 'payload'

import { isAdminOrCompliance, nobody } from '@/access/staff-roles'

/**
 * Each card-provider event applied, by its id (unique): a replayed or resent webhook finds its id
 * here and changes nothing. Written in the same transaction as the change the event made.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: { en: 'Payment event', he: 'אירוע תשלום' },
    plural: { en: 'Payment events', he: 'אירועי תשלום' },
  },
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'gateway', 'createdAt'],
    group: { en: 'Investments', he: 'השקעות' },
  },
  defaultSort: '-createdAt',
  access: { read: isAdminOrCompliance, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'gateway',
      type: 'text',
      required: true,
      label: { en: 'Provider', he: 'ספק' },
      admin: { readOnly: true },
    },
    {
      name: 'eventId',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'Event id', he: 'מזהה אירוע' },
      admin: { readOnly: true },
    },
    {
      name: 'type',
      type: 'text',
      required: true,
      label: { en: 'Type', he: 'סוג' },
      admin: { readOnly: true },
    },
    {
      name: 'investment',
      type: 'relationship',
      relationTo: 'investments',
      label: { en: 'Investment', he: 'השקעה' },
      admin: { readOnly: true },
    },
  ],
}
