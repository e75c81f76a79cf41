import type { Field } from 'payload'

import { isStaff } from '@/access/is-staff'

/**
 * The company raising in the project, when it came from a company's inquiry (set by the approval,
 * never typed), and what lifts the company's 12-month maximum raise (staff tick these; the
 * maximum is checked against *Legal limits* whenever the project's maximum is set).
 */
export const companyFields: Field[] = [
  {
    name: 'company',
    type: 'relationship',
    relationTo: 'investors',
    index: true,
    label: { en: 'Raising company (account)', he: 'החברה המגייסת (חשבון)' },
    access: { read: isStaff, create: () => false, update: () => false },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'inquiry',
    type: 'relationship',
    relationTo: 'company-inquiries',
    label: { en: "The company's inquiry", he: 'פניית החברה' },
    access: { read: isStaff, create: () => false, update: () => false },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'innovationOrSmeReport',
    type: 'checkbox',
    defaultValue: false,
    label: {
      en: 'Innovation Authority or SME Agency report (raises the company limit)',
      he: 'דיווח לרשות החדשנות או לסוכנות לעסקים קטנים (מגדיל את תקרת החברה)',
    },
    access: { read: isStaff },
    admin: { position: 'sidebar' },
  },
  {
    name: 'leadingInvestorTakesPart',
    type: 'checkbox',
    defaultValue: false,
    label: {
      en: 'A leading investor takes part (raises the company limit)',
      he: 'משקיע מוביל משתתף (מגדיל את תקרת החברה)',
    },
    access: { read: isStaff },
    admin: { position: 'sidebar' },
  },
]
