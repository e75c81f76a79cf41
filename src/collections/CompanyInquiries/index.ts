import type { CollectionConfig } from 'payload'

import { companyOwnerOrStaff } from '@/access/company-owner-or-staff'
import { isStaff } from '@/access/is-staff'
import { ownEditableInquiry } from '@/access/own-editable-inquiry'
import { nobody } from '@/access/staff-roles'

import { checkOwnerChange } from './check-owner-change'
import { companyFields, filesField, sidebarFields, ventureFields } from './fields'

/**
 * Spec 1-2, a company's inquiry to raise capital (the four-step form at /recruitment/inquiry).
 * Written by the operations in src/server/companies (one open inquiry per company account, also a
 * partial unique index: see the migration `company_inquiries`); the owning company reads its own
 * and may change it while it is a draft or staff asked for more; staff read every inquiry and its
 * history (versions); nobody creates one through the API, deletes one, or moves its status except
 * the status machine's operations.
 */
export const CompanyInquiries: CollectionConfig = {
  slug: 'company-inquiries',
  labels: {
    singular: { en: 'Company inquiry', he: 'פניית חברה' },
    plural: { en: 'Company inquiries', he: 'פניות חברות' },
  },
  admin: {
    useAsTitle: 'legalNameHe',
    defaultColumns: ['legalNameHe', 'companyNumber', 'owner', 'status', 'submittedAt', 'updatedAt'],
    listSearchableFields: ['legalNameHe', 'legalNameEn', 'companyNumber'],
    group: { en: 'Companies', he: 'חברות' },
    components: {
      beforeListTable: ['@/components/admin/inquiries/InquiryQueueCounts#InquiryQueueCounts'],
    },
    description: {
      en: 'Inquiries of companies that want to raise capital. Read only: the company writes them from the site.',
      he: 'פניות של חברות המבקשות לגייס הון. לקריאה בלבד: החברה ממלאת אותן באתר.',
    },
  },
  defaultSort: '-updatedAt',
  access: {
    read: companyOwnerOrStaff,
    readVersions: isStaff,
    create: nobody,
    update: ownEditableInquiry,
    delete: nobody,
  },
  // What the company had written at each save: staff compare a resubmission with the first one.
  versions: { maxPerDoc: 100 },
  hooks: { beforeChange: [checkOwnerChange] },
  fields: [
    ...sidebarFields,
    {
      type: 'tabs',
      tabs: [
        { label: { en: 'Company data', he: 'פרטי החברה' }, fields: companyFields },
        { label: { en: 'About the venture', he: 'אודות המיזם' }, fields: ventureFields },
        { label: { en: 'Files', he: 'קבצים' }, fields: [filesField] },
      ],
    },
  ],
}
