import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/staff-roles'
import { documentKinds } from '@/domain/kyc/document-kinds'

import type { InvestorDocument } from '@/payload-types'
import { pdfPreviewEndpoint, privateFileHeaders } from '@/server/for-payload-config'

import { auditStaffFileRead } from './audit-staff-file-read'
import { investorDocumentsRead } from './read-access'

/**
 * Identity documents, proofs of investor type, leader-request attachments and avatars. Files live
 * outside `public/` and are served only by Payload's file route, which applies the read access
 * below (the owner, compliance and administrators); each staff read of a file is audited. They
 * arrive only through the profile operations (src/server/profile), which check the bytes, strip
 * image metadata and name the file themselves; they are never deleted (record retention).
 */
export const InvestorDocuments: CollectionConfig = {
  slug: 'investor-documents',
  labels: {
    singular: { en: 'Investor document', he: 'מסמך משקיע' },
    plural: { en: 'Investor documents', he: 'מסמכי משקיעים' },
  },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'investor', 'createdAt'],
    group: { en: 'Compliance', he: 'ציות' },
  },
  access: {
    read: investorDocumentsRead,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  upload: {
    staticDir: 'media-private/investor-documents',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    // Not for any shared cache or the browser's disk; pictures inline, a PDF downloaded (the
    // compliance review shows its pages as pictures: the preview endpoint).
    modifyResponseHeaders: ({ headers }) => privateFileHeaders(headers),
  },
  endpoints: [
    pdfPreviewEndpoint<InvestorDocument>('investor-documents', (req, doc) =>
      auditStaffFileRead(req, doc.filename ?? ''),
    ),
  ],
  fields: [
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
      label: { en: 'Investor', he: 'משקיע' },
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Document', he: 'מסמך' },
      admin: { readOnly: true },
      options: documentKinds.map((kind) => ({ value: kind.value, label: kind.label })),
    },
  ],
}
