import type { Field } from 'payload'

import { currencies } from '@/domain/money'
import {
  isProjectStatus,
  projectStatuses,
  raisingTypes,
  recruitmentStages,
} from '@/domain/projects/project-status'
import { canHalt } from '@/domain/projects/status-machine'
import { moneyField } from '@/fields/money'

const statusLabels: Record<(typeof projectStatuses)[number], { en: string; he: string }> = {
  new: { en: 'New application', he: 'בקשה חדשה' },
  waiting: { en: 'Waiting for review', he: 'ממתין לבדיקה' },
  approval: { en: 'In approval', he: 'באישור' },
  denied: { en: 'Denied', he: 'נדחה' },
  coming: { en: 'Coming soon', he: 'בקרוב' },
  raising: { en: 'Raising', he: 'בגיוס' },
  raising_extend: { en: 'Raising (extended)', he: 'בגיוס (הוארך)' },
  running: { en: 'Running', he: 'פעיל' },
  success_finished: { en: 'Finished successfully', he: 'הסתיים בהצלחה' },
  unsuccess_finished: { en: 'Finished unsuccessfully', he: 'הסתיים ללא הצלחה' },
}

const stageLabels: Record<(typeof recruitmentStages)[number], { en: string; he: string }> = {
  preseed: { en: 'Pre-seed', he: 'פרי-סיד' },
  seed: { en: 'Seed', he: 'סיד' },
  seedplus: { en: 'Seed+', he: 'סיד+' },
  round_a: { en: 'Round A', he: 'סבב A' },
  round_b: { en: 'Round B', he: 'סבב B' },
}

const localizedText = (name: string, en: string, he: string, required = false): Field => ({
  name,
  type: 'text',
  localized: true,
  required,
  label: { en, he },
})

export const projectSummaryFields: Field[] = [
  localizedText('name', 'Name', 'שם', true),
  {
    name: 'shortDescription',
    type: 'textarea',
    localized: true,
    required: true,
    label: { en: 'Short description', he: 'תיאור קצר' },
    maxLength: 300,
  },
  {
    name: 'cover',
    type: 'upload',
    relationTo: 'media',
    label: { en: 'Cover image', he: 'תמונה ראשית' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'category',
        type: 'relationship',
        relationTo: 'categories',
        required: true,
        label: { en: 'Category', he: 'קטגוריה' },
        filterOptions: { parent: { exists: false } },
      },
      {
        name: 'subcategory',
        type: 'relationship',
        relationTo: 'categories',
        label: { en: 'Subcategory', he: 'תת-קטגוריה' },
        filterOptions: ({ siblingData }) => {
          const category = (siblingData as { category?: unknown }).category
          return category ? { parent: { equals: category } } : { parent: { exists: true } }
        },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'stage',
        type: 'select',
        required: true,
        label: { en: 'Recruitment stage', he: 'שלב גיוס' },
        options: recruitmentStages.map((value) => ({ value, label: stageLabels[value] })),
      },
      {
        name: 'raisingType',
        type: 'select',
        required: true,
        defaultValue: 'stock',
        label: { en: 'Raising type', he: 'סוג גיוס' },
        options: raisingTypes.map((value) => ({
          value,
          label: value === 'stock' ? { en: 'Shares', he: 'מניות' } : { en: 'Bonds', he: 'אג"ח' },
        })),
      },
    ],
  },
]

export const statusField: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'new',
  index: true,
  // Payload's own draft state is `_status` with the enum `enum_projects_status`.
  enumName: 'project_status',
  label: { en: 'Project status', he: 'סטטוס הפרויקט' },
  options: projectStatuses.map((value) => ({ value, label: statusLabels[value] })),
  // Moved only by the status machine (src/domain/projects/status-machine.ts): staff through the
  // control below, the raise's dates and totals through the schedule. A save never changes it
  // (keepLiveStatus), so a draft written before a change cannot bring an old status back.
  admin: { position: 'sidebar', readOnly: true },
}

/** The status machine's buttons for staff, with the reason a refusal needs. */
export const statusControlField: Field = {
  name: 'statusControl',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/components/admin/ProjectStatusControl#ProjectStatusControl' },
  },
}

/**
 * Halting the raise as failed, with a written reason and a confirmation: administrators and
 * compliance only, while the raise may be halted (the control and its route check both again).
 */
export const haltRaiseField: Field = {
  name: 'haltRaise',
  type: 'ui',
  admin: {
    position: 'sidebar',
    condition: (data, _sibling, { user }) =>
      Boolean(
        user &&
        user.collection === 'users' &&
        (user.role === 'admin' || user.role === 'compliance') &&
        isProjectStatus(data?.status) &&
        canHalt(data.status),
      ),
    components: { Field: '@/components/investments/admin/HaltRaiseControl#HaltRaiseControl' },
  },
}

/** When staff recorded that the securities were issued (`success_finished → running`). */
export const securitiesIssuedField: Field = {
  name: 'securitiesIssuedAt',
  type: 'date',
  label: { en: 'Securities issued', he: 'ניירות הערך הוקצו' },
  admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayOnly' } },
}

export const termsFields: Field[] = [
  {
    name: 'currency',
    type: 'select',
    required: true,
    defaultValue: 'ILS',
    label: { en: 'Currency', he: 'מטבע' },
    options: currencies.map((value) => ({ value, label: value })),
  },
  {
    type: 'row',
    fields: [
      moneyField(
        'minimumRaise',
        { en: 'Minimum raise', he: 'יעד גיוס מינימלי' },
        { required: true },
      ),
      moneyField(
        'maximumRaise',
        { en: 'Maximum raise', he: 'יעד גיוס מקסימלי' },
        { required: true },
      ),
    ],
  },
  {
    type: 'row',
    fields: [
      moneyField(
        'unitPrice',
        { en: 'Price per share or bond', he: 'מחיר למניה או לאג"ח' },
        { required: true },
      ),
      moneyField(
        'minimalInvestment',
        { en: 'Minimal investment', he: 'השקעה מינימלית' },
        { required: true, defaultMinor: 50_000 },
      ),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'sharesBeforeRaising',
        type: 'number',
        min: 0,
        label: { en: 'Shares before raising', he: 'מניות לפני הגיוס' },
        admin: { condition: (data) => data?.raisingType !== 'bonds' },
      },
      moneyField('companyValueBeforeRaising', {
        en: 'Company value before raising',
        he: 'שווי החברה לפני הגיוס',
      }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'loanPeriodMonths',
        type: 'number',
        min: 1,
        label: { en: 'Loan period (months)', he: 'תקופת ההלוואה (חודשים)' },
        admin: { condition: (data) => data?.raisingType === 'bonds' },
      },
      {
        name: 'annualInterestPercent',
        type: 'number',
        min: 0,
        max: 100,
        label: { en: 'Annual interest (%)', he: 'ריבית שנתית (%)' },
        admin: { step: 0.01, condition: (data) => data?.raisingType === 'bonds' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'startDate',
        type: 'date',
        label: { en: 'Raise starts', he: 'תחילת הגיוס' },
        admin: { date: { pickerAppearance: 'dayOnly' } },
      },
      {
        name: 'endDate',
        type: 'date',
        label: { en: 'Raise ends', he: 'סיום הגיוס' },
        admin: { date: { pickerAppearance: 'dayOnly' } },
      },
      {
        name: 'extensionEndDate',
        type: 'date',
        label: { en: 'Extension ends', he: 'סיום ההארכה' },
        admin: {
          date: { pickerAppearance: 'dayOnly' },
          description: {
            en: 'Set a later day to extend the raise once if it ends below its minimum; leave empty for no extension.',
            he: 'יש לקבוע יום מאוחר יותר כדי להאריך את הגיוס פעם אחת אם יסתיים מתחת ליעד המינימלי; להשאיר ריק אם אין הארכה.',
          },
        },
      },
    ],
  },
  {
    name: 'sharePackages',
    type: 'array',
    label: { en: 'Share packages', he: 'חבילות מניות' },
    labels: {
      singular: { en: 'Share package', he: 'חבילת מניות' },
      plural: { en: 'Share packages', he: 'חבילות מניות' },
    },
    fields: [
      {
        type: 'row',
        fields: [
          moneyField('amount', { en: 'Amount to invest', he: 'סכום ההשקעה' }, { required: true }),
          moneyField('unitPrice', { en: 'Price per share', he: 'מחיר למניה' }, { required: true }),
          moneyField('minimalInvestment', { en: 'Minimal investment', he: 'השקעה מינימלית' }),
        ],
      },
    ],
  },
  {
    name: 'angelCampaign',
    type: 'checkbox',
    defaultValue: false,
    label: {
      en: 'Angel campaign (35 offerees, from 15,000 USD)',
      he: "קמפיין אנג'לים (35 ניצעים, מ-15,000 דולר)",
    },
    admin: {
      description: {
        en: 'Shown only to signed-in investors.',
        he: 'מוצג רק למשקיעים מחוברים.',
      },
    },
  },
]

export const teamField: Field = {
  name: 'team',
  type: 'array',
  label: { en: 'Team', he: 'צוות' },
  labels: {
    singular: { en: 'Member', he: 'חבר צוות' },
    plural: { en: 'Members', he: 'חברי צוות' },
  },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Photo', he: 'תמונה' } },
    localizedText('fullName', 'Full name', 'שם מלא', true),
    localizedText('role', 'Role', 'תפקיד', true),
    { name: 'linkedin', type: 'text', label: { en: 'LinkedIn address', he: 'כתובת לינקדאין' } },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { en: 'About', he: 'אודות' },
    },
  ],
}

export const galleryField: Field = {
  name: 'gallery',
  type: 'array',
  label: { en: 'Gallery', he: 'גלריה' },
  labels: {
    singular: { en: 'Gallery item', he: 'פריט בגלריה' },
    plural: { en: 'Gallery items', he: 'פריטים בגלריה' },
  },
  fields: [
    {
      name: 'media',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Image or video file', he: 'תמונה או סרטון' },
    },
    {
      name: 'videoUrl',
      type: 'text',
      label: { en: 'Or a YouTube or Vimeo address', he: 'או כתובת יוטיוב או וימאו' },
    },
  ],
}

export const updatesField: Field = {
  name: 'updates',
  type: 'array',
  label: { en: 'Updates', he: 'עדכונים' },
  labels: {
    singular: { en: 'Update', he: 'עדכון' },
    plural: { en: 'Updates', he: 'עדכונים' },
  },
  fields: [
    {
      name: 'date',
      type: 'date',
      required: true,
      label: { en: 'Date', he: 'תאריך' },
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    localizedText('title', 'Title', 'כותרת', true),
    { name: 'body', type: 'richText', localized: true, label: { en: 'Text', he: 'טקסט' } },
  ],
}

export const contactField: Field = {
  name: 'contact',
  type: 'group',
  label: { en: 'Contact', he: 'איש קשר' },
  fields: [
    localizedText('name', 'Name', 'שם'),
    { name: 'email', type: 'email', label: { en: 'E-mail', he: 'דוא"ל' } },
    { name: 'phone', type: 'text', label: { en: 'Phone', he: 'טלפון' } },
  ],
}
