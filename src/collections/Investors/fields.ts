import type { Field } from 'payload'

import { nobody } from '@/access/staff-roles'
import { locales } from '@/i18n/locales'

import { companyFields } from './company-fields'
import { investorTwoFactorFields } from './two-factor-fields'

const readOnlyInAdmin = { readOnly: true, position: 'sidebar' as const }

export const lockReasons = ['inactivity', 'administrator'] as const
export type LockReason = (typeof lockReasons)[number]

export const investorFields: Field[] = [
  {
    name: 'email',
    type: 'email',
    required: true,
    unique: true,
    index: true,
    label: { en: 'E-mail', he: 'דוא"ל' },
  },
  { name: 'name', type: 'text', required: true, label: { en: 'Name', he: 'שם' } },
  {
    name: 'phone',
    type: 'text',
    label: { en: 'Phone (E.164)', he: 'טלפון (E.164)' },
    admin: { description: { en: 'Stored as +972…', he: 'נשמר בתבנית ‎+972…' } },
  },
  {
    name: 'accountKind',
    type: 'select',
    required: true,
    defaultValue: 'investor',
    label: { en: 'Account kind', he: 'סוג חשבון' },
    options: [
      { value: 'investor', label: { en: 'Investor', he: 'משקיע' } },
      { value: 'company', label: { en: 'Capital-raising company', he: 'חברה מגייסת' } },
    ],
  },
  ...companyFields,
  {
    name: 'locale',
    type: 'select',
    required: true,
    defaultValue: 'he',
    label: { en: 'Language for e-mails', he: 'שפת הודעות' },
    options: locales.map((code) => ({ value: code, label: code })),
  },
  {
    type: 'row',
    fields: [
      {
        name: 'emailVerified',
        type: 'checkbox',
        defaultValue: false,
        label: { en: 'E-mail confirmed', he: 'דוא"ל אומת' },
      },
      {
        name: 'phoneVerified',
        type: 'checkbox',
        defaultValue: false,
        label: { en: 'Phone confirmed', he: 'טלפון אומת' },
      },
      {
        name: 'agreeForNewsletter',
        type: 'checkbox',
        defaultValue: false,
        label: { en: 'Newsletter', he: 'דיוור' },
      },
    ],
  },
  { name: 'scope', type: 'text', label: { en: 'Scope', he: 'היקף הרשאה' } },
  {
    name: 'lockReason',
    type: 'select',
    label: { en: 'Account locked', he: 'החשבון נעול' },
    admin: {
      position: 'sidebar',
      description: {
        en: 'Clear to unlock the account; the unlock is recorded in the audit log.',
        he: 'נקו את השדה כדי לשחרר את החשבון; השחרור נרשם ביומן הביקורת.',
      },
    },
    options: [
      { value: 'inactivity', label: { en: 'Long inactivity', he: 'חוסר פעילות ממושך' } },
      { value: 'administrator', label: { en: 'By an administrator', he: 'על ידי מנהל' } },
    ],
  },
  {
    name: 'lockedAt',
    type: 'date',
    label: { en: 'Locked at', he: 'ננעל בתאריך' },
    admin: readOnlyInAdmin,
  },
  {
    name: 'termsAcceptedAt',
    type: 'date',
    label: { en: 'Terms accepted', he: 'אישור תנאים' },
    admin: readOnlyInAdmin,
  },
  {
    name: 'lastLoginAt',
    type: 'date',
    label: { en: 'Last login', he: 'כניסה אחרונה' },
    admin: readOnlyInAdmin,
  },
  {
    name: 'lastActivityAt',
    type: 'date',
    label: { en: 'Last activity', he: 'פעילות אחרונה' },
    admin: readOnlyInAdmin,
  },
  {
    name: 'codeVerifiedAt',
    type: 'date',
    label: { en: 'Verified by one-time code', he: 'אומת בקוד חד-פעמי' },
    admin: {
      ...readOnlyInAdmin,
      description: {
        en: 'When required, sign-in waits until the account has answered a one-time code.',
        he: 'כאשר האימות נדרש, הכניסה ממתינה עד שהחשבון אומת בקוד חד-פעמי.',
      },
    },
  },
  {
    name: 'passwordChangedAt',
    type: 'date',
    label: { en: 'Password changed', he: 'סיסמה שונתה' },
    admin: readOnlyInAdmin,
  },
  {
    name: 'passwordHash',
    type: 'text',
    // Never read or written through the API: only src/server/accounts touches it.
    access: { read: nobody, create: nobody, update: nobody },
    admin: { hidden: true },
  },
  ...investorTwoFactorFields,
]
