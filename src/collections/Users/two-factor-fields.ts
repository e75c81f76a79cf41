import type { Field } from 'payload'

import { nobody } from '@/access/staff-roles'

/** Written only by the sign-in check (src/server/staff), never through the API or the admin. */
const serverOnly = { create: nobody, update: nobody }

const hiddenServerOnly = (name: string, type: 'text' | 'json' | 'number'): Field =>
  ({ name, type, hidden: true, access: serverOnly }) as Field

/**
 * The staff second factor: the authenticator key (sealed), the hashes of unused recovery codes,
 * the last time step accepted (no code twice), and a key being enrolled.
 */
export const twoFactorFields: Field[] = [
  hiddenServerOnly('twoFactorSecret', 'text'),
  hiddenServerOnly('twoFactorRecoveryCodes', 'json'),
  hiddenServerOnly('twoFactorLastStep', 'number'),
  hiddenServerOnly('twoFactorPendingSecret', 'text'),
  hiddenServerOnly('twoFactorPendingRecoveryCodes', 'json'),
  {
    name: 'twoFactorEnabledAt',
    type: 'date',
    label: { en: 'Two-step sign-in since', he: 'אימות דו-שלבי מאז' },
    access: serverOnly,
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
]
