import type { Field } from 'payload'

import { moneyField } from '@/fields/money'

const readOnly = { readOnly: true }
const when = (method: 'card' | 'bank_transfer') => (data: Record<string, unknown>) =>
  data?.method === method

const date = (
  name: string,
  label: { en: string; he: string },
  time = true,
  condition?: (data: Record<string, unknown>) => boolean,
): Field => ({
  name,
  type: 'date',
  label,
  admin: {
    ...readOnly,
    date: { pickerAppearance: time ? 'dayAndTime' : 'dayOnly' },
    ...(condition ? { condition } : {}),
  },
})

const readOnlyMoney = (name: string, label: { en: string; he: string }): Field => {
  const field = moneyField(name, label)
  return { ...field, admin: { ...field.admin, readOnly: true } }
}

/**
 * What the raise's close did with the money (written only by `src/server/investments/raise/` operations):
 * the card's charge and its attempts, the transfer staff recorded, the refund staff recorded.
 */
export const settlementFields: Field[] = [
  {
    // Staff record the transfer received or the refund sent from here (admin and compliance only
    // read investments at all).
    name: 'settlementPanel',
    type: 'ui',
    admin: {
      position: 'sidebar',
      condition: when('bank_transfer'),
      components: {
        Field: '@/components/investments/admin/InvestmentSettlementPanel#InvestmentSettlementPanel',
      },
    },
  },
  date('paidAt', { en: 'Paid at', he: 'שולם ב' }),
  {
    name: 'charge',
    type: 'group',
    label: { en: 'Card charge', he: 'חיוב הכרטיס' },
    admin: { condition: when('card') },
    fields: [
      {
        name: 'chargeId',
        type: 'text',
        index: true,
        label: { en: 'Provider’s charge', he: 'מזהה החיוב אצל הספק' },
        admin: readOnly,
      },
      {
        name: 'attempts',
        type: 'number',
        defaultValue: 0,
        min: 0,
        label: { en: 'Attempts', he: 'ניסיונות' },
        admin: readOnly,
      },
      {
        name: 'declineCode',
        type: 'text',
        label: { en: 'Last decline', he: 'סירוב אחרון' },
        admin: readOnly,
      },
      date('lastAttemptAt', { en: 'Last attempt', he: 'ניסיון אחרון' }),
      date('retryUntil', { en: 'Retried until', he: 'ניסיונות עד' }),
    ],
  },
  {
    name: 'transfer',
    type: 'group',
    label: { en: 'Transfer received', he: 'העברה שהתקבלה' },
    admin: { condition: when('bank_transfer') },
    fields: [
      readOnlyMoney('receivedAmount', { en: 'Amount received', he: 'הסכום שהתקבל' }),
      date('receivedOn', { en: 'Received on', he: 'התקבלה ב' }, false),
      {
        name: 'recordedBy',
        type: 'relationship',
        relationTo: 'users',
        label: { en: 'Recorded by', he: 'נרשם על ידי' },
        admin: readOnly,
      },
    ],
  },
  {
    name: 'refund',
    type: 'group',
    label: { en: 'Refund', he: 'החזר' },
    fields: [
      readOnlyMoney('amount', { en: 'Amount refunded', he: 'הסכום שהוחזר' }),
      date('refundedOn', { en: 'Refunded on', he: 'הוחזר ב' }, false),
      {
        name: 'reference',
        type: 'text',
        label: {
          en: 'Reference (bank, or the provider’s refund)',
          he: 'אסמכתא (בנק, או מזהה ההחזר אצל הספק)',
        },
        admin: readOnly,
      },
      {
        name: 'recordedBy',
        type: 'relationship',
        relationTo: 'users',
        label: { en: 'Recorded by', he: 'נרשם על ידי' },
        admin: readOnly,
      },
      // A card refund through the provider: each attempt has its own idempotency key, claimed
      // (sentAt) before the provider is called; a refund the provider failed, at once or later,
      // waits for staff (failedAt) with what the provider said.
      {
        name: 'attempts',
        type: 'number',
        defaultValue: 0,
        min: 0,
        label: { en: 'Card refund attempts', he: 'ניסיונות החזר לכרטיס' },
        admin: { ...readOnly, condition: when('card') },
      },
      date('sentAt', { en: 'Card refund sent at', he: 'ההחזר לכרטיס נשלח ב' }, true, when('card')),
      date(
        'failedAt',
        { en: 'Card refund failed at', he: 'ההחזר לכרטיס נכשל ב' },
        true,
        when('card'),
      ),
      {
        name: 'failure',
        type: 'text',
        label: { en: 'Why the card refund failed', he: 'סיבת כישלון ההחזר לכרטיס' },
        admin: { ...readOnly, condition: when('card') },
      },
    ],
  },
]
