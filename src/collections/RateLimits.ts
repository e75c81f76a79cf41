import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/staff-roles'

/**
 * Fixed-window counters for the account rate limits and the password-entry block. Written only by
 * `src/server/security/consume-rate-limit.ts` with one atomic upsert per attempt.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStartedAt', type: 'date', required: true },
    { name: 'blockedUntil', type: 'date' },
  ],
}
