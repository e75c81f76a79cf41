import type { Payload } from 'payload'

import { findStaffByEmail } from './find-staff-by-email'
import { issueStaffSetupLink } from './issue-staff-setup-link'

/**
 * For an operator on the server (`npm run staff:setup-link -- <email>`): a new one-time setup link
 * for a staff account, printed rather than e-mailed (a new member whose e-mail went astray, a lost
 * password, an account from before setup links that has no second factor). The current password
 * keeps working until the link is used.
 */
export async function issueStaffSetupLinkByEmail(
  payload: Payload,
  email: string,
): Promise<{ link: string; expiresAt: Date } | null> {
  const user = await findStaffByEmail(payload, email)
  if (!user) return null
  return issueStaffSetupLink(payload, user.id, {
    purpose: 'setup',
    issuedBy: 'operator',
    sendEmail: false,
  })
}
