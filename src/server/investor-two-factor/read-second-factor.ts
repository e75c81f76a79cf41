import type { Payload } from 'payload'

import type { Investor } from '@/payload-types'

/** The account with its (hidden) second-factor fields, read fresh for one check. */
export async function readSecondFactor(payload: Payload, investorId: number): Promise<Investor> {
  return payload.findByID({
    collection: 'investors',
    id: investorId,
    depth: 0,
    showHiddenFields: true,
  })
}

export const hasSecondFactor = (investor: Pick<Investor, 'twoFactorEnabledAt'>) =>
  Boolean(investor.twoFactorEnabledAt)
