import type { Payload } from 'payload'

import type { InquiryView } from '@/domain/companies/inquiry-view'
import type { PublicInvestor } from '@/server/auth/resolve-session'

import { asPayloadUser, assertCompanyAccount } from './company-account'
import { inquiryView } from './inquiry-view'

/**
 * GET /api/company/inquiry: the company's inquiry (its open one, else the last one decided), read
 * as the company through access control; null before its first save.
 */
export async function readOwnInquiry(
  payload: Payload,
  account: PublicInvestor,
): Promise<InquiryView | null> {
  assertCompanyAccount(account)
  const { docs } = await payload.find({
    collection: 'company-inquiries',
    where: { owner: { equals: account.id } },
    // At most one is open, and it is the newest: a new one starts only after a decision.
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: asPayloadUser(account),
  })
  return docs[0] ? inquiryView(payload, docs[0]) : null
}
