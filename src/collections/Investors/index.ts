import type { CollectionConfig } from 'payload'

import { investorSelfOrReviewer } from '@/access/investor-self-or-reviewer'
import { isAdmin } from '@/access/is-staff'
import { isAdminOrCompliance, nobody } from '@/access/staff-roles'
import { investorSessionStrategy } from '@/server/for-payload-config'

import { auditUnlock } from './hooks/audit-unlock'
import { restartActivityOnUnlock } from './hooks/restart-activity-on-unlock'
import { investorFields } from './fields'

/**
 * Investor and company accounts of the public site. Separate from staff (`users`): an investor is
 * never let into the admin panel. Passwords and sessions are the platform's own (scrypt hashes,
 * server-side sessions in `investor-sessions`), so Payload's local strategy is off.
 */
export const Investors: CollectionConfig = {
  slug: 'investors',
  labels: {
    singular: { en: 'Investor account', he: 'חשבון משקיע' },
    plural: { en: 'Investor accounts', he: 'חשבונות משקיעים' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: [
      'email',
      'name',
      'accountKind',
      'companyName',
      'emailVerified',
      'lockReason',
      'createdAt',
    ],
    group: { en: 'Investors', he: 'משקיעים' },
  },
  auth: { disableLocalStrategy: true, strategies: [investorSessionStrategy] },
  access: {
    admin: nobody,
    read: investorSelfOrReviewer,
    // Accounts are created and changed through the account operations (src/server/accounts),
    // which check the password, policy and rate limits; the admin may unlock and correct.
    create: nobody,
    update: isAdmin,
    // Never deleted: an investor's records are kept (anti-money-laundering retention), and
    // their sessions, tokens and audit entries point at the account. Lock it instead.
    delete: nobody,
    readVersions: isAdminOrCompliance,
  },
  hooks: { beforeChange: [restartActivityOnUnlock], afterChange: [auditUnlock] },
  fields: investorFields,
}
