import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-staff'
import { nobody } from '@/access/staff-roles'

/**
 * Server-side investor sessions. The browser holds a random token (HttpOnly cookie, or a bearer
 * token for API clients); only its SHA-256 is stored, so a database leak yields no usable session.
 */
export const InvestorSessions: CollectionConfig = {
  slug: 'investor-sessions',
  labels: { singular: { en: 'Session', he: 'הפעלה' }, plural: { en: 'Sessions', he: 'הפעלות' } },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
    },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    {
      name: 'transport',
      type: 'select',
      required: true,
      options: ['cookie', 'bearer'],
    },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'lastSeenAt', type: 'date', required: true },
    { name: 'ip', type: 'text' },
    { name: 'userAgent', type: 'text' },
  ],
}
