import type { GlobalConfig } from 'payload'

import { isAdminOrCompliance } from '@/access/staff-roles'
import { forgetSettingsAfterChange } from '@/server/for-payload-config'

const ltr = { style: { direction: 'ltr' as const } }

/**
 * Where investors transfer their money (spec 3, bank transfer details): the platform's trust
 * account, printed on each payment request with the investment's reference. Read by the server
 * only; administrators and compliance edit it, each change kept in the version history.
 */
export const PaymentSettings: GlobalConfig = {
  slug: 'payment-settings',
  label: { en: 'Payment settings', he: 'הגדרות תשלום' },
  admin: { group: { en: 'Investments', he: 'השקעות' } },
  access: {
    read: isAdminOrCompliance,
    update: isAdminOrCompliance,
    readVersions: isAdminOrCompliance,
  },
  versions: { max: 50 },
  hooks: { afterChange: [forgetSettingsAfterChange] },
  fields: [
    {
      name: 'bank',
      type: 'group',
      label: { en: 'Bank transfer details', he: 'פרטי העברה בנקאית' },
      fields: [
        {
          name: 'bankName',
          type: 'text',
          localized: true,
          required: true,
          label: { en: 'Bank', he: 'בנק' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'bankNumber',
              type: 'text',
              required: true,
              label: { en: 'Bank number', he: 'מספר בנק' },
              admin: ltr,
            },
            {
              name: 'branchNumber',
              type: 'text',
              required: true,
              label: { en: 'Branch number', he: 'מספר סניף' },
              admin: ltr,
            },
            {
              name: 'accountNumber',
              type: 'text',
              required: true,
              label: { en: 'Account number', he: 'מספר חשבון' },
              admin: ltr,
            },
          ],
        },
        {
          name: 'beneficiary',
          type: 'text',
          localized: true,
          required: true,
          label: { en: 'Beneficiary', he: 'שם המוטב' },
        },
      ],
    },
    {
      name: 'transferDays',
      type: 'number',
      required: true,
      min: 1,
      max: 60,
      defaultValue: 5,
      label: { en: 'Days to make the transfer', he: 'ימים לביצוע ההעברה' },
      admin: {
        description: {
          en: 'Printed on the payment request as its due date.',
          he: 'מודפס בדרישת התשלום כמועד האחרון.',
        },
      },
    },
    {
      name: 'settlement',
      type: 'group',
      label: { en: 'The raise’s close', he: 'סגירת הגיוס' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'cancellationWindowHours',
              type: 'number',
              required: true,
              min: 0,
              max: 720,
              defaultValue: 48,
              label: {
                en: 'Cancelling ends (hours before the close)',
                he: 'ביטול עד (שעות לפני הסגירה)',
              },
              admin: {
                description: {
                  en: 'An investor may cancel a pledge until this many hours before the raise closes (during an extension, until it closes).',
                  he: 'משקיע רשאי לבטל התחייבות עד מספר שעות זה לפני סגירת הגיוס (בהארכה: עד סגירתה).',
                },
              },
            },
            {
              name: 'cardRetryDays',
              type: 'number',
              required: true,
              min: 0,
              max: 30,
              defaultValue: 3,
              label: { en: 'Declined card: days to retry', he: 'כרטיס שנדחה: ימים לניסיון חוזר' },
              admin: {
                description: {
                  en: 'A declined charge is tried again daily for this many days, then the pledge fails.',
                  he: 'חיוב שנדחה מנוסה שוב מדי יום במשך ימים אלה, ואז ההתחייבות נכשלת.',
                },
              },
            },
            {
              name: 'transferGraceDays',
              type: 'number',
              required: true,
              min: 0,
              max: 60,
              defaultValue: 7,
              label: {
                en: 'Unpaid transfer: days after the close',
                he: 'העברה שלא שולמה: ימים אחרי הסגירה',
              },
              admin: {
                description: {
                  en: 'A bank transfer not received this many days after the raise closed is cancelled, and the investor told.',
                  he: 'העברה בנקאית שלא התקבלה בתוך ימים אלה מסגירת הגיוס מבוטלת, והמשקיע מקבל הודעה.',
                },
              },
            },
          ],
        },
      ],
    },
  ],
}
