import type { CollectionConfig, FieldAccess } from 'payload'

import { investorOwnerOrReviewer } from '@/access/investor-owner-or-reviewer'
import { staffRole } from '@/access/is-staff'
import { nobody } from '@/access/staff-roles'
import { leaderRequestLimits } from '@/domain/leader-requests/leader-request-schema'

const reviewersOnly: FieldAccess = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'compliance'
}

const readOnly = { readOnly: true }

/**
 * Spec 6, leader requests: an investor asks to become a leading investor. Sent only through
 * `POST /api/catalog/add-leader-request` (one open request per investor, also enforced by a partial
 * unique index, see the migration `questionnaire_leader_requests`) and decided only through the
 * decision panel on the edit view, which calls `POST /api/staff/leader-requests/{id}/decision`
 * (status, audit entry and the investor's e-mail in one transaction). The investor reads their own,
 * compliance and administrators all; nobody writes through the REST API.
 */
export const LeaderRequests: CollectionConfig = {
  slug: 'leader-requests',
  labels: {
    singular: { en: 'Leader request', he: 'בקשת משקיע מוביל' },
    plural: { en: 'Leader requests', he: 'בקשות משקיע מוביל' },
  },
  admin: {
    useAsTitle: 'investorName',
    defaultColumns: ['investorName', 'status', 'createdAt', 'decidedAt'],
    group: { en: 'Compliance', he: 'ציות' },
  },
  defaultSort: '-createdAt',
  access: {
    read: investorOwnerOrReviewer,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'decision',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/components/admin/LeaderRequestDecision#LeaderRequestDecision',
        },
      },
    },
    {
      // The account's name when it was written, as the list's title.
      name: 'investorName',
      type: 'text',
      label: { en: 'Name', he: 'שם' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
      label: { en: 'Account', he: 'חשבון' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { value: 'open', label: { en: 'Open', he: 'פתוחה' } },
        { value: 'approved', label: { en: 'Approved', he: 'אושרה' } },
        { value: 'rejected', label: { en: 'Declined', he: 'נדחתה' } },
      ],
      label: { en: 'Status', he: 'סטטוס' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: leaderRequestLimits.messageMax,
      label: { en: "The investor's request", he: 'בקשת המשקיע' },
      admin: readOnly,
    },
    {
      name: 'attachments',
      type: 'upload',
      relationTo: 'investor-documents',
      hasMany: true,
      maxRows: leaderRequestLimits.maxFiles,
      label: { en: 'Attachments', he: 'קבצים מצורפים' },
      admin: readOnly,
    },
    {
      name: 'answer',
      type: 'textarea',
      label: { en: 'Answer (the investor reads it)', he: 'תשובה (מוצגת למשקיע)' },
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'decidedAt',
          type: 'date',
          label: { en: 'Decided', he: 'הוחלט' },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'decidedBy',
          type: 'relationship',
          relationTo: 'users',
          access: { read: reviewersOnly },
          label: { en: 'Decided by', he: 'הוחלט על ידי' },
          admin: readOnly,
        },
      ],
    },
  ],
}
