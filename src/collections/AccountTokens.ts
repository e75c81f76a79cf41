import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/staff-roles'
import { accountTokenPurposes } from '@/domain/auth/account-token-purposes'

/**
 * Single-use links sent by e-mail (activation, password reset, e-mail change), and the ticket that
 * lets a person who just proved their password verify their phone. Stored as SHA-256 of the random
 * token, with an expiry; used once, then marked.
 */
export const AccountTokens: CollectionConfig = {
  slug: 'account-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
    },
    { name: 'purpose', type: 'select', required: true, options: [...accountTokenPurposes] },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'newEmail', type: 'email' },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
