import type { Payload } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import type { User } from '@/payload-types'

/** The staff account with this address (as typed: case and spaces do not matter), or null. */
export async function findStaffByEmail(payload: Payload, email: string): Promise<User | null> {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: normalizeEmail(email) } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return found.docs[0] ?? null
}
