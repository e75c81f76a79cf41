import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/staff-roles'
import { staffTokenPurposes } from '@/domain/auth/staff-token-purposes'

/**
 * Single-use links of staff accounts (setup, enrolment, undoing an e-mail change): SHA-256 of the
 * random token, an expiry, marked when used. Written only by src/server/staff.
 */
export const StaffTokens: CollectionConfig = {
  slug: 'staff-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: [...staffTokenPurposes] },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'oldEmail', type: 'email' },
    { name: 'newEmail', type: 'email' },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
