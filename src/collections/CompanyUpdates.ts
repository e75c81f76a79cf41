import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { companyUpdateReaders } from '@/access/company-update-readers'
import { isContentEditor, staffRole } from '@/access/is-staff'
import { nobody } from '@/access/staff-roles'
import { companyUpdateLimits, companyUpdateVisibilities } from '@/domain/companies/company-update'
import { relationId } from '@/domain/relation-id'
import type { CompanyUpdate } from '@/payload-types'
import { expireProjectOfDocument } from '@/hooks/expire-project-of-document'
import { recordAudit } from '@/server/for-payload-config'

const visibilityLabels = {
  public: { en: 'Everyone', he: 'כולם' },
  investors: { en: "The project's investors", he: 'המשקיעים בפרויקט' },
} as const

/** An editor's removal stays on record: who took which update of which company down. */
const auditRemoval: CollectionAfterDeleteHook<CompanyUpdate> = async ({ doc, req }) => {
  await recordAudit(
    req.payload,
    {
      action: 'company-update.removed',
      investor: relationId(doc.company),
      actor: staffRole(req) ? (req.user?.id as number) : null,
      details: { update: doc.id, project: relationId(doc.project), title: doc.title ?? null },
    },
    { req },
  )
  return doc
}

/**
 * Issue 18: a company's updates to its investors, posted from its page through
 * `POST /api/company/projects/{id}/updates` (src/server/companies/post-company-update.ts, which
 * checks the project is the company's and on the site, and e-mails its investors). Nobody writes
 * them through the API; editors may remove one (audited). Read per `companyUpdateReaders`.
 */
export const CompanyUpdates: CollectionConfig = {
  slug: 'company-updates',
  labels: {
    singular: { en: 'Company update', he: 'עדכון חברה' },
    plural: { en: 'Company updates', he: 'עדכוני חברות' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'project', 'company', 'visibility', 'createdAt'],
    group: { en: 'Companies', he: 'חברות' },
  },
  defaultSort: '-createdAt',
  access: {
    read: companyUpdateReaders,
    create: nobody,
    update: nobody,
    delete: isContentEditor,
  },
  hooks: {
    afterChange: expireProjectOfDocument.afterChange,
    afterDelete: [...expireProjectOfDocument.afterDelete, auditRemoval],
  },
  indexes: [{ fields: ['company', 'idempotencyKey'], unique: true }],
  fields: [
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
      label: { en: 'Project', he: 'פרויקט' },
      admin: { readOnly: true },
    },
    {
      name: 'company',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      label: { en: 'Company account', he: 'חשבון החברה' },
      admin: { readOnly: true },
    },
    {
      name: 'visibility',
      type: 'select',
      required: true,
      options: companyUpdateVisibilities.map((value) => ({
        value,
        label: visibilityLabels[value],
      })),
      label: { en: 'Shown to', he: 'מוצג ל' },
      admin: { readOnly: true },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: companyUpdateLimits.title,
      label: { en: 'Title', he: 'כותרת' },
      admin: { readOnly: true },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: companyUpdateLimits.text,
      label: { en: 'Text', he: 'טקסט' },
      admin: { readOnly: true },
    },
    {
      name: 'emailedTo',
      type: 'number',
      label: { en: 'Investors e-mailed', he: 'משקיעים שקיבלו דוא"ל' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // The form's submission: the same key again answers the update it made.
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      admin: { hidden: true },
      access: { read: ({ req }) => staffRole(req) !== null },
    },
  ],
}
