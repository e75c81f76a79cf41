import type { CollectionConfig } from 'payload'

import { investorOwnerOrReviewer } from '@/access/investor-owner-or-reviewer'
import { nobody } from '@/access/staff-roles'
import { currencies } from '@/domain/money'
import { moneyField } from '@/fields/money'

/**
 * A request to pay by bank transfer ('invoice' in the spec): one per bank-transfer investment, a new
 * one when its amount changes (the old one is voided, never rewritten). Its PDF is drawn on demand
 * in the investor's language from these figures and the bank details in force.
 */
export const PaymentRequests: CollectionConfig = {
  slug: 'payment-requests',
  labels: {
    singular: { en: 'Payment request', he: 'דרישת תשלום' },
    plural: { en: 'Payment requests', he: 'דרישות תשלום' },
  },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'investor', 'amount', 'status', 'createdAt'],
    group: { en: 'Investments', he: 'השקעות' },
  },
  defaultSort: '-createdAt',
  access: { read: investorOwnerOrReviewer, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'number',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'Number', he: 'מספר' },
      admin: { readOnly: true },
    },
    {
      name: 'investment',
      type: 'relationship',
      relationTo: 'investments',
      required: true,
      index: true,
      label: { en: 'Investment', he: 'השקעה' },
      admin: { readOnly: true },
    },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
      label: { en: 'Investor', he: 'משקיע' },
      admin: { readOnly: true },
    },
    {
      name: 'reference',
      type: 'text',
      required: true,
      label: { en: 'Payment reference', he: 'מספר אסמכתא' },
      admin: { readOnly: true },
    },
    moneyField('amount', { en: 'Amount', he: 'סכום' }, { required: true }),
    {
      name: 'currency',
      type: 'select',
      required: true,
      options: currencies.map((value) => ({ value, label: value })),
      label: { en: 'Currency', he: 'מטבע' },
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      enumName: 'payment_request_status',
      options: [
        { value: 'open', label: { en: 'Open', he: 'פתוחה' } },
        { value: 'paid', label: { en: 'Paid', he: 'שולמה' } },
        { value: 'void', label: { en: 'Void', he: 'בוטלה' } },
      ],
      label: { en: 'Status', he: 'סטטוס' },
      admin: { readOnly: true },
    },
    {
      name: 'dueDate',
      type: 'date',
      label: { en: 'Transfer by', he: 'יש להעביר עד' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayOnly' } },
    },
  ],
}
