import type { Access, Where } from 'payload'

import { inquiryStatuses, inquiryEditable } from '@/domain/companies/inquiry-status'

const editableStatuses = inquiryStatuses.filter(inquiryEditable)

/**
 * The owning company changes its inquiry only while it is a draft or staff asked for more; once
 * submitted it waits for the review unchanged. Staff decide through their own operation, never by
 * editing the company's answers.
 */
export const ownEditableInquiry: Access = ({ req }) => {
  // Only a company account may own one: every other account keeps no write access at all.
  if (req.user?.collection !== 'investors' || req.user.accountKind !== 'company') return false
  const own: Where[] = [{ owner: { equals: req.user.id } }, { status: { in: editableStatuses } }]
  return { and: own }
}
