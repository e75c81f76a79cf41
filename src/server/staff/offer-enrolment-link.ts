import type { Payload } from 'payload'

import { issueStaffSetupLink } from './issue-staff-setup-link'

/**
 * A staff member whose role requires a second factor and who has none (an account from before the
 * setup links, or one whose factor an operator removed) signed in with the right password: an
 * enrolment link goes to the account's address, unless a live setup or enrolment link exists
 * (so repeated sign-ins send one e-mail, and never reveal the pending key).
 */
export async function offerEnrolmentLink(payload: Payload, userId: number): Promise<void> {
  const live = await payload.count({
    collection: 'staff-tokens',
    where: {
      user: { equals: userId },
      purpose: { in: ['setup', 'enrol'] },
      usedAt: { exists: false },
      expiresAt: { greater_than: new Date().toISOString() },
    },
  })
  if (live.totalDocs > 0) return
  await issueStaffSetupLink(payload, userId, {
    purpose: 'enrol',
    issuedBy: 'sign-in',
    sendEmail: true,
  })
}
