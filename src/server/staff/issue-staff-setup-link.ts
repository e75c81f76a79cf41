import type { Payload, PayloadRequest } from 'payload'

import { newTotpSecret } from '@/domain/auth/totp'
import { recordAudit } from '@/server/audit/record-audit'
import { queueEmail } from '@/server/email/queue-email'
import { sealValue } from '@/server/security/sealed-value'

import { rolesRequiringSecondFactor, totpSealPurpose } from './second-factor-roles'
import { staffLanguage, staffSetupLink } from './staff-links'
import { issueStaffToken } from './staff-tokens'

export type StaffSetupIssue = {
  /** `setup`: choose a password (and enrol if the role requires it); `enrol`: the factor only. */
  purpose: 'setup' | 'enrol'
  /** Who issued it: a staff member (admin panel), an operator's script, or the sign-in. */
  issuedBy: 'admin' | 'operator' | 'sign-in' | 'email-undo'
  actor?: number | null
  /** E-mail the link to the member (the seed and the scripts print it instead). */
  sendEmail: boolean
}

/**
 * A one-time setup link for a staff account (72 hours; issuing one ends any earlier one). For a role
 * that requires a second factor and has none, the pending authenticator key is made now, once: the
 * setup page shows this key for as long as the link lives, and nothing else ever hands it out.
 */
export async function issueStaffSetupLink(
  payload: Payload,
  userId: number,
  issue: StaffSetupIssue,
  req?: Partial<PayloadRequest>,
): Promise<{ link: string; expiresAt: Date }> {
  const user = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })) as {
    id: number
    email: string
    name?: string | null
    role?: string | null
    language?: string | null
    twoFactorSecret?: string | null
  } | null
  if (!user) throw new Error(`no staff account ${userId}`)
  const enrols = rolesRequiringSecondFactor.has(user.role ?? '') && !user.twoFactorSecret
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: {
      twoFactorPendingSecret: enrols ? sealValue(totpSealPurpose, newTotpSecret()) : null,
      twoFactorPendingRecoveryCodes: null,
    },
    req,
  })
  const { token, expiresAt } = await issueStaffToken(payload, user.id, issue.purpose, {}, req)
  const locale = staffLanguage(user)
  const link = staffSetupLink(token, locale)
  if (issue.sendEmail)
    await queueEmail(
      payload,
      {
        to: user.email,
        template: issue.purpose === 'setup' ? 'staffSetup' : 'staffEnrol',
        locale,
        values: { name: user.name ?? user.email, link },
      },
      req,
    )
  await recordAudit(
    payload,
    {
      action: 'staff.setup-link-issued',
      actor: issue.actor,
      details: {
        staffMember: user.id,
        purpose: issue.purpose,
        issuedBy: issue.issuedBy,
        emailed: issue.sendEmail,
      },
    },
    { req },
  )
  return { link, expiresAt }
}
