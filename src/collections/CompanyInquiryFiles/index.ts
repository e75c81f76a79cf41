import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/staff-roles'
import { inquiryFileKinds, type InquiryFileKind } from '@/domain/companies/inquiry-files'

import type { CompanyInquiryFile } from '@/payload-types'
import { pdfPreviewEndpoint, privateFileHeaders } from '@/server/for-payload-config'

import { auditStaffInquiryFileRead } from './audit-staff-file-read'
import { inquiryFilesRead } from './read-access'

export const inquiryFileKindLabels: Record<InquiryFileKind, { en: string; he: string }> = {
  'pitch-deck': { en: 'Pitch deck', he: 'מצגת משקיעים' },
  'financial-statements': { en: 'Financial statements', he: 'דוחות כספיים' },
  'articles-of-association': { en: 'Articles of association', he: 'תקנון החברה' },
  'cap-table': { en: 'Cap table', he: 'טבלת הון (Cap table)' },
  'team-photo': { en: 'Team member photo', he: 'תמונת חבר צוות' },
}

/**
 * The files of companies' inquiries (pitch deck, statements, articles, cap table, team photos):
 * confidential, so kept outside `public/` and served only by Payload's file route, which applies
 * the read access (the owning company, staff; each staff read audited), and to the company by its
 * own route (`GET /api/company/inquiry/files/{id}`). They arrive only through the upload operation
 * (src/server/companies), which checks the bytes and names the file itself.
 */
export const CompanyInquiryFiles: CollectionConfig = {
  slug: 'company-inquiry-files',
  labels: {
    singular: { en: 'Inquiry file', he: 'קובץ פנייה' },
    plural: { en: 'Inquiry files', he: 'קבצי פניות' },
  },
  admin: {
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'kind', 'owner', 'inquiry', 'removedAt', 'createdAt'],
    group: { en: 'Companies', he: 'חברות' },
  },
  access: { read: inquiryFilesRead, create: nobody, update: nobody, delete: nobody },
  upload: {
    staticDir: 'media-private/company-inquiry-files',
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
      'image/jpeg',
      'image/png',
      'image/webp',
    ],
    // Pictures inline; PDFs and spreadsheets downloaded, never rendered by the browser (the
    // review shows a PDF's pages as pictures: the preview endpoint).
    modifyResponseHeaders: ({ headers }) => privateFileHeaders(headers),
  },
  endpoints: [
    pdfPreviewEndpoint<CompanyInquiryFile>('company-inquiry-files', auditStaffInquiryFileRead),
  ],
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
      label: { en: 'Company account', he: 'חשבון החברה' },
      admin: { readOnly: true },
    },
    {
      name: 'inquiry',
      type: 'relationship',
      relationTo: 'company-inquiries',
      required: true,
      index: true,
      label: { en: 'Inquiry', he: 'פנייה' },
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      enumName: 'company_inquiry_file_kind',
      label: { en: 'Document', he: 'מסמך' },
      options: inquiryFileKinds.map((value) => ({ value, label: inquiryFileKindLabels[value] })),
      admin: { readOnly: true },
    },
    {
      // The name on the company's computer, shown back to it; the stored file has a name of ours.
      name: 'originalName',
      type: 'text',
      label: { en: 'Uploaded as', he: 'הועלה בשם' },
      admin: { readOnly: true },
    },
    {
      // Replaced or removed after staff could see it: kept for the record, no longer the company's.
      name: 'removedAt',
      type: 'date',
      label: { en: 'Removed by the company', he: 'הוסר על ידי החברה' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
