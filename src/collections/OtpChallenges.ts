import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/staff-roles'
import { otpMethods } from '@/domain/otp/otp-rules'

/**
 * One code sent to confirm an investor's phone (or, on request, e-mail). The code itself is never
 * stored: only an HMAC keyed with a server secret and bound to the challenge id, so a database
 * reader learns nothing and a code answers only its own challenge. A newer code closes the older.
 */
export const OtpChallenges: CollectionConfig = {
  slug: 'otp-challenges',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'challengeId', type: 'text', required: true, unique: true, index: true },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
    },
    { name: 'method', type: 'select', required: true, options: [...otpMethods] },
    /** The phone (E.164) or e-mail address the code went to; resends are spaced per destination. */
    { name: 'destination', type: 'text', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    /** Answers tried so far, counted before each is checked. */
    { name: 'guesses', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
    /** Set when a newer code replaced this one, or its delivery failed. */
    { name: 'closedAt', type: 'date' },
    { name: 'ip', type: 'text' },
  ],
}
