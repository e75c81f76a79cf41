import type { Field, FieldAccess } from 'payload'

import { staffRole } from '@/access/is-staff'

import {
  citizenshipOptions,
  educationOptions,
  experienceOptions,
  interestOptions,
  investorTypeOptions,
  knowledgeOptions,
  kycStatusOptions,
  sexOptions,
  typeVerificationOptions,
} from './options'

const closed: FieldAccess = () => false
const reviewersOnly: FieldAccess = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'compliance'
}
/** Written only by the profile and review operations (Local API), read by no API caller. */
const sealed = { read: closed, create: closed, update: closed }
const readOnly = { readOnly: true }

const text = (name: string, en: string, he: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label: { en, he }, admin: readOnly, ...extra }) as Field

/** A secret number: sealed (AES-256-GCM), a keyed hash for the duplicate check, the last four. */
const secretNumber = (name: string, en: string, he: string): Field[] => [
  { name: `${name}Sealed`, type: 'text', access: sealed, admin: { hidden: true } },
  { name: `${name}Hash`, type: 'text', index: true, access: sealed, admin: { hidden: true } },
  text(`${name}Last4`, `${en} (last 4 digits)`, `${he} (4 ספרות אחרונות)`),
]

export const reviewFields: Field[] = [
  {
    name: 'identityReview',
    type: 'ui',
    admin: {
      components: { Field: '@/components/admin/review/IdentityReviewPanel#IdentityReviewPanel' },
    },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'kycStatus',
        type: 'select',
        required: true,
        defaultValue: 'not_started',
        index: true,
        options: kycStatusOptions,
        label: { en: 'Identity check', he: 'בדיקת זהות' },
        admin: readOnly,
      },
      {
        name: 'kycSubmittedAt',
        type: 'date',
        label: { en: 'Submitted', he: 'הוגש' },
        admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'kycDecidedAt',
        type: 'date',
        label: { en: 'Decided', he: 'הוחלט' },
        admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
      },
    ],
  },
  {
    name: 'kycDecisionReason',
    type: 'textarea',
    label: {
      en: "Reviewer's reason or request (the investor sees it)",
      he: 'נימוק או בקשת הבודק (מוצג למשקיע)',
    },
    admin: readOnly,
  },
  {
    name: 'kycDecidedBy',
    type: 'relationship',
    relationTo: 'users',
    access: { read: reviewersOnly },
    label: { en: 'Decided by', he: 'הוחלט על ידי' },
    admin: readOnly,
  },
  // Queue order (submitted first); with kycSubmittedAt, the list's default sort.
  { name: 'reviewOrder', type: 'number', index: true, admin: { hidden: true } },
  {
    type: 'row',
    fields: [
      {
        name: 'usPerson',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        label: { en: 'US person', he: 'אזרח/תושב ארה״ב' },
        admin: readOnly,
      },
      {
        name: 'duplicateIdentity',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        access: { read: reviewersOnly },
        label: { en: 'ID number on another account', he: 'מספר הזהות קיים בחשבון אחר' },
        admin: readOnly,
      },
    ],
  },
  {
    name: 'duplicates',
    type: 'relationship',
    relationTo: 'investor-profiles',
    hasMany: true,
    access: { read: reviewersOnly },
    label: { en: 'Accounts with the same ID number', he: 'חשבונות עם אותו מספר זהות' },
    admin: readOnly,
  },
]

export const personalFields: Field[] = [
  {
    type: 'row',
    fields: [
      text('firstName', 'First name', 'שם פרטי'),
      text('lastName', 'Last name', 'שם משפחה'),
      text('birthDate', 'Date of birth', 'תאריך לידה'),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'citizenship',
        type: 'select',
        options: citizenshipOptions,
        label: { en: 'Citizenship', he: 'אזרחות' },
        admin: readOnly,
      },
      text('countryOfResidence', 'Country of residence', 'ארץ מגורים'),
      {
        name: 'sex',
        type: 'select',
        options: sexOptions,
        label: { en: 'Sex', he: 'מין' },
        admin: readOnly,
      },
    ],
  },
  ...secretNumber('idNumber', 'ID number', 'מספר זהות'),
  ...secretNumber('passportNumber', 'Passport number', 'מספר דרכון'),
  text('passportCountry', 'Passport issued by', 'מדינה מנפיקה'),
  {
    type: 'row',
    fields: [
      text('address', 'Address', 'כתובת'),
      text('city', 'City', 'עיר'),
      text('zip', 'Zip code', 'מיקוד'),
    ],
  },
  {
    name: 'publicOffice',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    label: {
      en: 'Senior public office (politically exposed)',
      he: 'נושא משרה ציבורית בכירה (איש ציבור)',
    },
    admin: readOnly,
  },
  {
    name: 'publicOfficeDetails',
    type: 'textarea',
    label: { en: 'Public office details', he: 'פרטי המשרה הציבורית' },
    admin: readOnly,
  },
  {
    type: 'row',
    fields: [
      {
        name: 'knowledgeLevel',
        type: 'select',
        options: knowledgeOptions,
        label: { en: 'Investment knowledge', he: 'ידע בהשקעות' },
        admin: readOnly,
      },
      {
        name: 'experienceLevel',
        type: 'select',
        options: experienceOptions,
        label: { en: 'Investment experience', he: 'ניסיון בהשקעות' },
        admin: readOnly,
      },
      {
        name: 'education',
        type: 'select',
        options: educationOptions,
        label: { en: 'Education', he: 'השכלה' },
        admin: readOnly,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      text('linkedinUrl', 'LinkedIn', 'לינקדאין'),
      text('facebookUrl', 'Facebook', 'פייסבוק'),
      text('websiteUrl', 'Website', 'אתר'),
    ],
  },
  {
    name: 'investsThroughCompany',
    type: 'checkbox',
    defaultValue: false,
    label: { en: 'Invests through a company', he: 'משקיע באמצעות חברה' },
    admin: readOnly,
  },
  {
    type: 'row',
    fields: [
      text('companyName', 'Company name', 'שם החברה'),
      text('companyNumber', 'Company number', 'מספר חברה'),
      text('companyRole', 'Role in the company', 'תפקיד בחברה'),
    ],
  },
]

export const investorTypeFields: Field[] = [
  {
    name: 'typeReview',
    type: 'ui',
    admin: { components: { Field: '@/components/admin/review/TypeReviewPanel#TypeReviewPanel' } },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'investorType',
        type: 'select',
        options: investorTypeOptions,
        label: { en: 'Declared investor type', he: 'סוג משקיע מוצהר' },
        admin: readOnly,
      },
      {
        name: 'incomeBracket',
        type: 'number',
        min: 1,
        max: 4,
        label: { en: 'Income bracket (1 = lowest)', he: 'מדרגת הכנסה (1 = הנמוכה)' },
        admin: readOnly,
      },
      {
        name: 'accountantConfirmation',
        type: 'checkbox',
        defaultValue: false,
        label: { en: "Accountant's confirmation", he: 'אישור רואה חשבון' },
        admin: readOnly,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'typeVerification',
        type: 'select',
        options: typeVerificationOptions,
        defaultValue: 'unverified',
        required: true,
        index: true,
        label: { en: 'Investor type verification', he: 'אימות סוג המשקיע' },
        admin: readOnly,
      },
      {
        name: 'typeDecidedAt',
        type: 'date',
        label: { en: 'Type decided', he: 'סוג המשקיע הוחלט' },
        admin: readOnly,
      },
    ],
  },
  {
    name: 'typeDecisionReason',
    type: 'textarea',
    label: { en: 'Reason (the investor sees it)', he: 'נימוק (מוצג למשקיע)' },
    admin: readOnly,
  },
]

export const interestFields: Field[] = [
  {
    name: 'interests',
    type: 'select',
    hasMany: true,
    options: interestOptions,
    label: { en: 'Interests', he: 'תחומי עניין' },
    admin: readOnly,
  },
  {
    name: 'avatar',
    type: 'upload',
    relationTo: 'investor-documents',
    label: { en: 'Profile picture', he: 'תמונת פרופיל' },
    admin: readOnly,
  },
]

/** The investor's customer at the card provider (one per investor), for saving and charging cards. */
export const paymentFields: Field[] = [
  {
    name: 'cardCustomerId',
    type: 'text',
    index: true,
    label: { en: 'Card provider customer', he: 'לקוח אצל ספק הכרטיסים' },
    access: { read: reviewersOnly, create: closed, update: closed },
    admin: { ...readOnly, position: 'sidebar' },
  },
]
