import type { Payload } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import type { Investor } from '@/payload-types'

/** The account with this e-mail, including its password hash (server use only). */
export async function findInvestorByEmail(
  payload: Payload,
  email: string,
): Promise<Investor | null> {
  const found = await payload.find({
    collection: 'investors',
    where: { email: { equals: normalizeEmail(email) } },
    depth: 0,
    limit: 1,
    pagination: false,
    showHiddenFields: true,
  })
  return found.docs[0] ?? null
}
