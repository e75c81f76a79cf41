import { randomBytes } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'

import type { User } from '@/payload-types'
import { issueStaffSetupLink } from '@/server/for-payload-config'

/**
 * A staff member made by a colleague (the admin panel, REST) has no first password that anyone
 * else knew: whatever was typed is replaced by one nobody knows, and the member gets an e-mailed
 * setup link to choose their own (and enrol the authenticator where the role requires it). An
 * operator's script (Local API, no user) may give a password; without one, it issues the link
 * itself (the seed, `staff:setup-link`).
 */
export const prepareStaffSetup: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const data = ((args as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>
  const byColleague = req.user?.collection === 'users'
  const given = typeof data.password === 'string' && data.password !== ''
  if (given && !byColleague) return args
  if (byColleague) req.context.emailStaffSetupLink = true
  return { ...args, data: { ...data, password: randomBytes(24).toString('base64url') } }
}

export const emailStaffSetupLink: CollectionAfterChangeHook<User> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.context.emailStaffSetupLink) return doc
  const actor = req.user?.collection === 'users' ? req.user.id : null
  await issueStaffSetupLink(
    req.payload,
    doc.id,
    { purpose: 'setup', issuedBy: 'admin', actor, sendEmail: true },
    req,
  )
  return doc
}
