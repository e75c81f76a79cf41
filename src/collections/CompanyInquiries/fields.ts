import type { Field, FieldAccess } from 'payload'

import { isStaff } from '@/access/is-staff'
import { inquiryStatuses, type InquiryStatus } from '@/domain/companies/inquiry-status'
import { inquirySteps, type InquiryStep } from '@/domain/companies/inquiry-steps'
import { maxTeamMembers } from '@/domain/companies/venture-step-schema'
import { raisingTypes, recruitmentStages } from '@/domain/projects/project-status'
import { moneyField } from '@/fields/money'

type Label = { en: string; he: string }

/** Written only by the server's operations (submitting, and later staff's decision). */
const noOneThroughTheApi: { update: FieldAccess; create: FieldAccess } = {
  update: () => false,
  create: () => false,
}

export const inquiryStatusLabels: Record<InquiryStatus, Label> = {
  draft: { en: 'Draft', he: 'טיוטה' },
  submitted: { en: 'Submitted', he: 'הוגשה' },
  in_review: { en: 'In review', he: 'בבדיקה' },
  more_info: { en: 'More information requested', he: 'התבקש מידע נוסף' },
  approved: { en: 'Approved', he: 'אושרה' },
  denied: { en: 'Denied', he: 'נדחתה' },
}

const stepLabels: Record<InquiryStep, Label> = {
  company: { en: 'Company data', he: 'פרטי החברה' },
  venture: { en: 'About the venture', he: 'אודות המיזם' },
  files: { en: 'File upload', he: 'העלאת קבצים' },
  finish: { en: 'Finish', he: 'סיום' },
}

const stageLabels: Record<(typeof recruitmentStages)[number], Label> = {
  preseed: { en: 'Pre-seed', he: 'פרי-סיד' },
  seed: { en: 'Seed', he: 'סיד' },
  seedplus: { en: 'Seed+', he: 'סיד+' },
  round_a: { en: 'Round A', he: 'סבב A' },
  round_b: { en: 'Round B', he: 'סבב B' },
}

const text = (name: string, label: Label, textarea = false): Field =>
  textarea ? { name, type: 'textarea', label } : { name, type: 'text', label }

export const sidebarFields: Field[] = [
  {
    // Staff's review: status, decision, files shown inline, history (src/components/admin/inquiries).
    name: 'inquiryReview',
    type: 'ui',
    admin: {
      components: { Field: '@/components/admin/inquiries/InquiryReviewPanel#InquiryReviewPanel' },
    },
  },
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'investors',
    required: true,
    index: true,
    label: { en: 'Company account', he: 'חשבון החברה' },
    access: noOneThroughTheApi,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'draft',
    index: true,
    enumName: 'company_inquiry_status',
    label: { en: 'Status', he: 'סטטוס' },
    options: inquiryStatuses.map((value) => ({ value, label: inquiryStatusLabels[value] })),
    // Moved only by the status machine (src/domain/companies/inquiry-status.ts).
    access: noOneThroughTheApi,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'decisionReason',
    type: 'textarea',
    label: { en: 'Reason given to the company', he: 'הנימוק שנמסר לחברה' },
    access: noOneThroughTheApi,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'decidedAt',
    type: 'date',
    label: { en: 'Decided', he: 'הוחלט' },
    access: noOneThroughTheApi,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'decidedBy',
    type: 'relationship',
    relationTo: 'users',
    label: { en: 'Decided by', he: 'הוחלט על ידי' },
    access: { ...noOneThroughTheApi, read: isStaff },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    // The project made when the inquiry was approved.
    name: 'project',
    type: 'relationship',
    relationTo: 'projects',
    label: { en: 'Project', he: 'פרויקט' },
    access: noOneThroughTheApi,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'submittedAt',
    type: 'date',
    label: { en: 'Submitted', he: 'הוגשה' },
    access: noOneThroughTheApi,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'declarationAcceptedAt',
    type: 'date',
    label: { en: 'Declaration accepted', he: 'ההצהרה אושרה' },
    access: noOneThroughTheApi,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    // Where the company was when it last saved: a returning company resumes there.
    name: 'lastStep',
    type: 'select',
    label: { en: 'Last step saved', he: 'השלב האחרון שנשמר' },
    options: inquirySteps.map((value) => ({ value, label: stepLabels[value] })),
    admin: { position: 'sidebar', readOnly: true },
  },
]

export const companyFields: Field[] = [
  {
    type: 'row',
    fields: [
      text('legalNameHe', { en: 'Legal name (Hebrew)', he: 'שם החברה (עברית)' }),
      text('legalNameEn', { en: 'Legal name (English)', he: 'שם החברה (אנגלית)' }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'companyNumber',
        type: 'text',
        index: true,
        label: { en: 'Company number', he: 'מספר חברה' },
      },
      text('incorporationDate', { en: 'Incorporated on', he: 'תאריך התאגדות' }),
    ],
  },
  text('address', { en: 'Address', he: 'כתובת' }),
  text('website', { en: 'Website', he: 'אתר אינטרנט' }),
  {
    type: 'row',
    fields: [
      text('contactName', { en: 'Contact person', he: 'איש קשר' }),
      text('contactRole', { en: "Contact person's role", he: 'תפקיד איש הקשר' }),
    ],
  },
  {
    name: 'offeredByProspectus',
    type: 'checkbox',
    label: {
      en: 'Has offered securities to the public by prospectus',
      he: 'הציעה ניירות ערך לציבור על פי תשקיף',
    },
  },
]

export const ventureFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'category',
        type: 'relationship',
        relationTo: 'categories',
        label: { en: 'Category', he: 'קטגוריה' },
      },
      {
        name: 'subcategory',
        type: 'relationship',
        relationTo: 'categories',
        label: { en: 'Subcategory', he: 'תת-קטגוריה' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'stage',
        type: 'select',
        label: { en: 'Recruitment stage', he: 'שלב גיוס' },
        enumName: 'company_inquiry_stage',
        options: recruitmentStages.map((value) => ({ value, label: stageLabels[value] })),
      },
      {
        name: 'raisingType',
        type: 'select',
        label: { en: 'Raising type', he: 'סוג גיוס' },
        enumName: 'company_inquiry_raising_type',
        options: raisingTypes.map((value) => ({
          value,
          label: value === 'stock' ? { en: 'Shares', he: 'מניות' } : { en: 'Bonds', he: 'אג"ח' },
        })),
      },
    ],
  },
  {
    type: 'row',
    fields: [
      moneyField('minimumAmount', { en: 'Minimum raise (ILS)', he: 'סכום גיוס מינימלי (₪)' }),
      moneyField('maximumAmount', { en: 'Maximum raise (ILS)', he: 'סכום גיוס מקסימלי (₪)' }),
    ],
  },
  {
    type: 'row',
    fields: [
      moneyField('pricePerShare', { en: 'Price per share (ILS)', he: 'מחיר למניה (₪)' }),
      moneyField('companyValueBeforeRaising', {
        en: 'Company value before raising (ILS)',
        he: 'שווי החברה לפני הגיוס (₪)',
      }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'loanPeriodMonths',
        type: 'number',
        label: { en: 'Loan period (months)', he: 'תקופת ההלוואה (חודשים)' },
      },
      {
        name: 'annualInterestPercent',
        type: 'number',
        label: { en: 'Annual interest (%)', he: 'ריבית שנתית (%)' },
      },
    ],
  },
  text('useOfFunds', { en: 'Use of funds', he: 'ייעוד הכספים' }, true),
  {
    name: 'team',
    type: 'array',
    maxRows: maxTeamMembers,
    label: { en: 'Team', he: 'צוות' },
    labels: {
      singular: { en: 'Member', he: 'חבר צוות' },
      plural: { en: 'Members', he: 'חברי צוות' },
    },
    fields: [
      {
        name: 'photo',
        type: 'upload',
        relationTo: 'company-inquiry-files',
        label: { en: 'Photo', he: 'תמונה' },
      },
      {
        type: 'row',
        fields: [
          text('name', { en: 'Full name', he: 'שם מלא' }),
          text('role', { en: 'Role', he: 'תפקיד' }),
        ],
      },
      text('linkedinUrl', { en: 'LinkedIn address', he: 'כתובת לינקדאין' }),
      text('description', { en: 'About', he: 'אודות' }, true),
    ],
  },
  text('descriptionHe', { en: 'Short description (Hebrew)', he: 'תיאור קצר (עברית)' }, true),
  text('descriptionEn', { en: 'Short description (English)', he: 'תיאור קצר (אנגלית)' }, true),
]

export const filesField: Field = {
  // The inquiry's files, listed from their side (each names its inquiry); read with their access.
  name: 'files',
  type: 'join',
  collection: 'company-inquiry-files',
  on: 'inquiry',
  label: { en: 'Files', he: 'קבצים' },
  admin: { defaultColumns: ['kind', 'originalName', 'removedAt', 'createdAt'] },
}
