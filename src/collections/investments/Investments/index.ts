import type { CollectionConfig, Field } from 'payload'

import { investorOwnerOrReviewer } from '@/access/investor-owner-or-reviewer'
import { nobody } from '@/access/staff-roles'
import {
  investmentStatuses,
  paymentMethods,
  paymentStates,
  type InvestmentStatus,
  type PaymentMethod,
  type PaymentState,
} from '@/domain/investments/investment-status'
import { currencies } from '@/domain/money'
import { cardProviderLabels, cardProviderNames } from '@/domain/investments/card-providers'
import { moneyField } from '@/fields/money'

import { settlementFields } from './settlement-fields'

type Label = { en: string; he: string }

export const investmentStatusLabels: Record<InvestmentStatus, Label> = {
  pending: { en: 'Pending', he: 'ממתינה' },
  active: { en: 'Active', he: 'פעילה' },
  approved: { en: 'Approved', he: 'מאושרת' },
  cancelled: { en: 'Cancelled', he: 'בוטלה' },
  failed: { en: 'Failed', he: 'נכשלה' },
  refunded: { en: 'Refunded', he: 'הוחזרה' },
}

const methodLabels: Record<PaymentMethod, Label> = {
  bank_transfer: { en: 'Bank transfer', he: 'העברה בנקאית' },
  card: { en: 'Card', he: 'כרטיס אשראי' },
}

const paymentStateLabels: Record<PaymentState, Label> = {
  awaiting_transfer: { en: 'Awaiting the transfer', he: 'ממתין להעברה' },
  awaiting_card: { en: 'Awaiting the card', he: 'ממתין לכרטיס' },
  card_saved: { en: 'Card saved', he: 'הכרטיס נשמר' },
  card_refused: { en: 'Card refused', he: 'הכרטיס נדחה' },
  charging: { en: 'Being charged', he: 'בחיוב' },
  action_required: { en: 'Waiting for the investor to confirm', he: 'ממתין לאישור המשקיע' },
  charge_declined: { en: 'Charge declined, to retry', he: 'החיוב נדחה, ינוסה שוב' },
  card_released: { en: 'Card released', he: 'הכרטיס שוחרר' },
  paid: { en: 'Paid', he: 'שולם' },
  refund_due: { en: 'To refund', he: 'להחזר' },
  refunded: { en: 'Refunded', he: 'הוחזר' },
}

const readOnly = { readOnly: true }
const text = (name: string, label: Label, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label, admin: readOnly, ...extra }) as Field
const checkbox = (name: string, label: Label): Field => ({
  name,
  type: 'checkbox',
  label,
  admin: readOnly,
})

/**
 * The ledger (spec 3, investment): one row per investment, written only by the investing
 * operations in `src/server/investments/invest/` (each in one transaction, with an audit entry). Nobody edits
 * an amount or deletes a row through the API or the admin; the investor reads their own, compliance
 * and administrators all. The raise's totals (`raise-totals`) are kept from these rows.
 */
export const Investments: CollectionConfig = {
  slug: 'investments',
  labels: {
    singular: { en: 'Investment', he: 'השקעה' },
    plural: { en: 'Investments', he: 'השקעות' },
  },
  admin: {
    useAsTitle: 'reference',
    // A function, so that the generated types do not depend on the environment they were made in
    // (src/i18n/admin-translations.ts reads the note when the server starts).
    description: ({ t }) => (t as (key: string) => string)('custom:cardProviderNote'),
    defaultColumns: ['number', 'investor', 'project', 'amount', 'method', 'status', 'createdAt'],
    group: { en: 'Investments', he: 'השקעות' },
  },
  defaultSort: '-createdAt',
  access: { read: investorOwnerOrReviewer, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['investor', 'idempotencyKey'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'number',
          required: true,
          unique: true,
          label: { en: 'Number', he: 'מספר' },
          admin: readOnly,
        },
        text(
          'reference',
          { en: 'Payment reference', he: 'מספר אסמכתא' },
          { required: true, unique: true },
        ),
      ],
    },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
      label: { en: 'Investor', he: 'משקיע' },
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
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          enumName: 'investment_status',
          options: investmentStatuses.map((value) => ({
            value,
            label: investmentStatusLabels[value],
          })),
          label: { en: 'Status', he: 'סטטוס' },
          admin: readOnly,
        },
        {
          name: 'method',
          type: 'select',
          required: true,
          enumName: 'investment_method',
          options: paymentMethods.map((value) => ({ value, label: methodLabels[value] })),
          label: { en: 'Payment method', he: 'אמצעי תשלום' },
          admin: readOnly,
        },
        {
          name: 'paymentState',
          type: 'select',
          required: true,
          enumName: 'investment_payment_state',
          options: paymentStates.map((value) => ({ value, label: paymentStateLabels[value] })),
          label: { en: 'Payment', he: 'תשלום' },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'currency',
      type: 'select',
      required: true,
      options: currencies.map((value) => ({ value, label: value })),
      label: { en: 'Currency', he: 'מטבע' },
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        moneyField('amount', { en: 'Amount', he: 'סכום' }, { required: true }),
        moneyField('fee', { en: 'Card clearing fee', he: 'עמלת סליקה' }, { defaultMinor: 0 }),
        moneyField('unitPrice', { en: 'Unit price', he: 'מחיר ליחידה' }, { required: true }),
        {
          name: 'units',
          type: 'number',
          required: true,
          min: 0,
          label: { en: 'Shares or units', he: 'מניות או יחידות' },
          admin: readOnly,
        },
      ],
    },
    text('sharePackage', { en: 'Share package', he: 'חבילת מניות' }),
    {
      // The amount in agorot on the day it was made, at the day's rate: what the caps count.
      name: 'amountIls',
      type: 'number',
      required: true,
      min: 0,
      label: { en: 'Amount in NIS (agorot) for the caps', he: 'הסכום בש"ח (אגורות) לחישוב התקרות' },
      admin: readOnly,
    },
    text('fxRate', { en: 'Exchange rate used', he: 'שער ההמרה' }),
    {
      name: 'investorSnapshot',
      type: 'group',
      label: { en: 'Investor when investing', he: 'המשקיע בעת ההשקעה' },
      fields: [
        text('investorType', { en: 'Investor type', he: 'סוג משקיע' }),
        text('incomeBracket', { en: 'Income bracket', he: 'מדרגת הכנסה' }),
        checkbox('accountantConfirmation', { en: "Accountant's confirmation", he: 'אישור רו"ח' }),
        text('kycStatus', { en: 'Identity check', he: 'בדיקת זהות' }),
        text('limitsEffectiveFrom', { en: 'Legal limits in force from', he: 'מגבלות בתוקף מ' }),
        {
          name: 'allowanceBefore',
          type: 'number',
          label: { en: 'Allowance before (agorot)', he: 'יתרה לפני (אגורות)' },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'confirmations',
      type: 'group',
      label: { en: 'Confirmations', he: 'אישורים' },
      fields: [
        checkbox('withinLimit', { en: 'Within the legal limit', he: 'בתוך המגבלה החוקית' }),
        checkbox('documentsRead', { en: 'Documents read', he: 'המסמכים נקראו' }),
        checkbox('riskWarning', { en: 'Risk warning', he: 'אזהרת סיכון' }),
        checkbox('riskAcknowledged', { en: 'Risk acknowledged', he: 'הסיכון אושר' }),
        {
          name: 'confirmedAt',
          type: 'date',
          label: { en: 'Confirmed at', he: 'אושר ב' },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        text('ip', { en: 'IP address', he: 'כתובת IP' }),
        text('userAgent', { en: 'Browser', he: 'דפדפן' }),
        {
          // Each document shown: its id, title and the version (its last change) read.
          name: 'documents',
          type: 'json',
          label: { en: 'Documents shown', he: 'המסמכים שהוצגו' },
          admin: readOnly,
        },
        {
          name: 'questionnaireVersion',
          type: 'number',
          label: { en: 'Questionnaire version', he: 'גרסת השאלון' },
          admin: readOnly,
        },
        text('suitability', { en: 'Questionnaire result', he: 'תוצאת השאלון' }),
      ],
    },
    {
      name: 'card',
      type: 'group',
      label: { en: 'Card', he: 'כרטיס' },
      admin: { condition: (data) => data?.method === 'card' },
      fields: [
        {
          // Where the card was saved: its charges and refunds go there, whichever provider new
          // cards go to now (a deployment may change CARD_PROVIDER with pledges still open).
          name: 'provider',
          type: 'select',
          label: { en: 'Card provider', he: 'ספק הסליקה' },
          options: cardProviderNames.map((name) => ({
            value: name,
            label: cardProviderLabels[name],
          })),
          admin: readOnly,
        },
        text('setupSessionId', { en: 'Card page session', he: 'מזהה דף הכרטיס' }, { index: true }),
        // The open card page, answered again to a replayed submission until it expires.
        text('setupSessionUrl', { en: 'Card page address', he: 'כתובת דף הכרטיס' }),
        {
          name: 'setupSessionExpiresAt',
          type: 'date',
          label: { en: 'Card page expires at', he: 'דף הכרטיס פג ב' },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        text('paymentMethodId', { en: 'Saved card', he: 'כרטיס שמור' }),
        text('brand', { en: 'Brand', he: 'מותג' }),
        text('last4', { en: 'Last 4 digits', he: '4 ספרות אחרונות' }),
        {
          name: 'savedAt',
          type: 'date',
          label: { en: 'Saved at', he: 'נשמר ב' },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          // An ended pledge's card is removed at the provider after its commit (a settle round).
          name: 'detachedAt',
          type: 'date',
          label: { en: 'Removed at the provider', he: 'הוסר אצל הספק' },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    ...settlementFields,
    {
      name: 'utm',
      type: 'group',
      label: { en: 'Campaign (UTM)', he: 'קמפיין (UTM)' },
      fields: ['source', 'medium', 'campaign', 'term', 'content'].map((name) =>
        text(name, { en: name, he: name }),
      ),
    },
    text('rbTransactionId', { en: 'Transaction link id', he: 'מזהה קישור עסקה' }),
    text('idempotencyKey', { en: 'Submission key', he: 'מפתח שליחה' }),
    // What the submission asked for (a hash of the normalised request): the same key with another
    // body is refused, never answered with this investment.
    text('requestDigest', { en: 'Submission digest', he: 'תקציר השליחה' }),
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'he',
      options: [
        { value: 'he', label: 'עברית' },
        { value: 'en', label: 'English' },
      ],
      label: { en: 'Language', he: 'שפה' },
      admin: readOnly,
    },
    {
      name: 'endedAt',
      type: 'date',
      label: { en: 'Ended at', he: 'הסתיימה ב' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
