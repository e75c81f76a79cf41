import type { CollectionConfig } from 'payload'

import { investorOwnerOrReviewer } from '@/access/investor-owner-or-reviewer'
import { nobody } from '@/access/staff-roles'

import {
  interestFields,
  investorTypeFields,
  paymentFields,
  personalFields,
  reviewFields,
} from './fields'

/**
 * Who the investor is (spec 3, investor profile): one per investor account, kept apart from the
 * account so that identity data has its own access and audit. Investors change theirs only
 * through the profile operations (src/server/profile), compliance decides only through the review
 * operations (src/server/compliance): both enforce the identity check's state machine and write the
 * audit log, so the API offers no create, update or delete. ID and passport numbers are sealed.
 */
export const InvestorProfiles: CollectionConfig = {
  slug: 'investor-profiles',
  labels: {
    singular: { en: 'Investor profile', he: 'פרופיל משקיע' },
    plural: { en: 'Identity review', he: 'בדיקת זהות' },
  },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: [
      'fullName',
      'kycStatus',
      'kycSubmittedAt',
      'investorType',
      'typeVerification',
      'usPerson',
      'publicOffice',
      'duplicateIdentity',
    ],
    listSearchableFields: ['fullName', 'idNumberLast4', 'passportNumberLast4'],
    group: { en: 'Compliance', he: 'ציות' },
    components: {
      beforeListTable: ['@/components/admin/review/ReviewQueueCounts#ReviewQueueCounts'],
    },
  },
  defaultSort: ['reviewOrder', 'kycSubmittedAt'],
  access: {
    read: investorOwnerOrReviewer,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Account', he: 'חשבון' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'fullName',
      type: 'text',
      label: { en: 'Name', he: 'שם' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...paymentFields,
    {
      type: 'tabs',
      tabs: [
        { label: { en: 'Review', he: 'בדיקה' }, fields: reviewFields },
        { label: { en: 'Personal details', he: 'פרטים אישיים' }, fields: personalFields },
        { label: { en: 'Investor type', he: 'סוג משקיע' }, fields: investorTypeFields },
        { label: { en: 'Interests', he: 'תחומי עניין' }, fields: interestFields },
      ],
    },
  ],
}
