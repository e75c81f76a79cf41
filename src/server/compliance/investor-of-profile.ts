import type { Payload, PayloadRequest } from 'payload'

import type { InvestorProfile } from '@/payload-types'

/** The account a profile belongs to (its e-mail and language, for telling the investor). */
export async function investorOfProfile(
  payload: Payload,
  profile: InvestorProfile,
  req: Partial<PayloadRequest>,
) {
  const id = typeof profile.investor === 'object' ? profile.investor.id : profile.investor
  return payload.findByID({ collection: 'investors', id, depth: 0, overrideAccess: true, req })
}
