import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-staff'
import { nobody } from '@/access/staff-roles'

import { auditOutboxOpened } from './hooks/audit-opened'
import { sealOutboxBody } from './hooks/seal-body'

/**
 * Every e-mail the platform sends is queued here first and delivered after the operation that
 * wrote it has finished (never from inside a transaction). The body is sealed and readable by no
 * one through the API or the admin; it is dropped once sent (or, without SMTP in development,
 * printed to the console). Staff opening a message is audited.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: {
    singular: { en: 'Outgoing e-mail', he: 'דוא"ל יוצא' },
    plural: { en: 'E-mail outbox', he: 'תיבת דואר יוצא' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    group: { en: 'Administration', he: 'ניהול' },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  hooks: { beforeChange: [sealOutboxBody], afterOperation: [auditOutboxOpened] },
  fields: [
    { name: 'to', type: 'email', required: true, label: { en: 'To', he: 'אל' } },
    { name: 'subject', type: 'text', required: true, label: { en: 'Subject', he: 'נושא' } },
    // Sealed (hooks/seal-body.ts): only the delivery reads them.
    { name: 'text', type: 'textarea', access: { read: nobody }, admin: { hidden: true } },
    { name: 'html', type: 'textarea', access: { read: nobody }, admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      label: { en: 'Status', he: 'מצב' },
      options: [
        { value: 'queued', label: { en: 'Queued', he: 'בתור' } },
        { value: 'sending', label: { en: 'Sending', he: 'בשליחה' } },
        { value: 'sent', label: { en: 'Sent', he: 'נשלח' } },
        { value: 'printed', label: { en: 'Printed (no SMTP)', he: 'הודפס (ללא SMTP)' } },
        { value: 'failed', label: { en: 'Failed', he: 'נכשל' } },
      ],
    },
    {
      name: 'attempts',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Attempts', he: 'ניסיונות' },
    },
    { name: 'lastError', type: 'text', label: { en: 'Last error', he: 'שגיאה אחרונה' } },
    { name: 'sentAt', type: 'date', label: { en: 'Sent at', he: 'נשלח בתאריך' } },
    {
      // What to attach, not the file: the delivery draws it (a payment request's PDF, in the
      // message's language), so no document's bytes are kept in the outbox.
      name: 'attachment',
      type: 'group',
      label: { en: 'Attachment', he: 'קובץ מצורף' },
      admin: { readOnly: true },
      fields: [
        {
          name: 'kind',
          type: 'select',
          enumName: 'email_outbox_attachment_kind',
          options: [
            { value: 'payment-request', label: { en: 'Payment request', he: 'דרישת תשלום' } },
          ],
          label: { en: 'Kind', he: 'סוג' },
        },
        {
          name: 'paymentRequest',
          type: 'relationship',
          relationTo: 'payment-requests',
          label: { en: 'Payment request', he: 'דרישת תשלום' },
        },
        {
          name: 'locale',
          type: 'select',
          enumName: 'email_outbox_attachment_locale',
          options: [
            { value: 'he', label: 'עברית' },
            { value: 'en', label: 'English' },
          ],
          label: { en: 'Language', he: 'שפה' },
        },
      ],
    },
  ],
}
