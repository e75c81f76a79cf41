import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-staff'
import { nobody } from '@/access/staff-roles'

/**
 * A record of every text message sent. With a real gateway only the metadata is kept (a message
 * holding a one-time code must not stay readable); the development gateway prints each message
 * and keeps its text here for the developer.
 */
export const SmsOutbox: CollectionConfig = {
  slug: 'sms-outbox',
  labels: {
    singular: { en: 'Text message', he: 'מסרון' },
    plural: { en: 'SMS outbox', he: 'מסרונים יוצאים' },
  },
  admin: {
    useAsTitle: 'to',
    defaultColumns: ['to', 'purpose', 'status', 'gateway', 'createdAt'],
    group: { en: 'Administration', he: 'ניהול' },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, label: { en: 'To', he: 'אל' } },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [{ value: 'otp', label: { en: 'Verification code', he: 'קוד אימות' } }],
      label: { en: 'Purpose', he: 'מטרה' },
    },
    {
      name: 'text',
      type: 'textarea',
      label: { en: 'Text (development gateway only)', he: 'טקסט (רק בשער הפיתוח)' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Status', he: 'מצב' },
      options: [
        { value: 'sent', label: { en: 'Sent', he: 'נשלח' } },
        { value: 'printed', label: { en: 'Printed (no gateway)', he: 'הודפס (ללא שער)' } },
        { value: 'failed', label: { en: 'Failed', he: 'נכשל' } },
      ],
    },
    { name: 'gateway', type: 'text', label: { en: 'Gateway', he: 'שער' } },
    {
      name: 'gatewayMessageId',
      type: 'text',
      label: { en: 'Gateway message id', he: 'מזהה הודעה בשער' },
    },
    { name: 'error', type: 'text', label: { en: 'Error', he: 'שגיאה' } },
  ],
}
