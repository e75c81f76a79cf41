import type { Field } from 'payload'

import { nobody } from '@/access/staff-roles'

/** Never read or written through the API: only src/server/investor-two-factor touches them. */
const serverOnly = { read: nobody, create: nobody, update: nobody }

const hiddenServerOnly = (name: string, type: 'text' | 'json' | 'number'): Field =>
  ({ name, type, hidden: true, access: serverOnly }) as Field

/**
 * The investor's optional two-step sign-in: the authenticator key (sealed), the hashes of unused
 * recovery codes, the last time step accepted (no code twice), and a key waiting for its first
 * code. `twoFactorEnabledAt` says whether it is on.
 */
export const investorTwoFactorFields: Field[] = [
  hiddenServerOnly('twoFactorSecret', 'text'),
  hiddenServerOnly('twoFactorRecoveryCodes', 'json'),
  hiddenServerOnly('twoFactorLastStep', 'number'),
  hiddenServerOnly('twoFactorPendingSecret', 'text'),
  {
    name: 'twoFactorEnabledAt',
    type: 'date',
    label: { en: 'Two-step sign-in since', he: 'אימות דו-שלבי מאז' },
    access: { create: nobody, update: nobody },
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
]
