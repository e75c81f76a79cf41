import type { Payload } from 'payload'

import { passwordProblem, staffPasswordMinLength } from '@/domain/auth/password-policy'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { acceptedTotpStep, newRecoveryCodes, recoveryCodeHash } from '@/domain/auth/totp'
import type { ClientContext } from '@/server/accounts/client-context'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { fieldError } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'
import { openValue } from '@/server/security/sealed-value'

import { rolesRequiringSecondFactor, totpSealPurpose } from './second-factor-roles'
import { claimStaffToken } from './staff-tokens'

type StaffRow = {
  id: number
  email: string
  name?: string | null
  role?: string | null
  twoFactorSecret?: string | null
  twoFactorPendingSecret?: string | null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The setup page's form: the link (used once), the member's own password (a `setup` link), and
 * the first code of the pending authenticator key where the role requires one. Every session of
 * the account ends. Answers the recovery codes, shown once. A wrong code leaves the link usable.
 */
export async function completeStaffSetup(
  payload: Payload,
  input: Record<string, unknown>,
  client: ClientContext,
): Promise<{ recoveryCodes: string[] | null }> {
  await enforceRateLimit(payload, rateLimitRules.staffResetPerIp, client.ip)
  return withTransaction(payload, async (transaction) => {
    const claimed = await claimStaffToken(transaction, input.token, ['setup', 'enrol'])
    if (!claimed) throw new AppError('LINK_INVALID')
    const user = (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: claimed.userId } },
      req: transaction.req,
    })) as StaffRow | null
    if (!user) throw new AppError('LINK_INVALID')
    const { purpose } = claimed

    const password = text(input.password)
    if (purpose === 'setup') {
      if ([...password].length < staffPasswordMinLength)
        throw fieldError('password', 'staffPasswordMin')
      const problem = passwordProblem(password, [user.email, user.name ?? ''])
      if (problem) throw fieldError('password', problem)
      if (text(input.confirmPassword) !== password)
        throw fieldError('confirmPassword', 'sameAsPassword')
    }

    const pending = openValue(totpSealPurpose, user.twoFactorPendingSecret)
    const enrols =
      rolesRequiringSecondFactor.has(user.role ?? '') && !user.twoFactorSecret && pending
    let step: number | null = null
    if (enrols) {
      // Counted outside the transaction, so that a refused code still counts.
      await enforceRateLimit(payload, rateLimitRules.codeAttemptsPerAddress, `setup|${user.id}`)
      step = acceptedTotpStep(pending, text(input.code).trim(), null)
      if (step === null) throw fieldError('code', 'otpInvalid')
    }

    await payload.update({
      collection: 'users',
      id: user.id,
      data: { ...(purpose === 'setup' ? { password } : {}), sessions: [] },
      overrideAccess: true,
      context: { disableRevalidate: true },
      req: transaction.req,
    })
    const recoveryCodes = enrols ? newRecoveryCodes() : null
    if (enrols)
      await payload.db.updateOne({
        collection: 'users',
        id: user.id,
        data: {
          twoFactorSecret: user.twoFactorPendingSecret,
          twoFactorRecoveryCodes: recoveryCodes!.map(recoveryCodeHash),
          twoFactorLastStep: step,
          twoFactorEnabledAt: new Date().toISOString(),
          twoFactorPendingSecret: null,
          twoFactorPendingRecoveryCodes: null,
        },
        req: transaction.req,
      })
    await recordAudit(
      payload,
      {
        action: 'staff.setup-completed',
        details: {
          staffMember: user.id,
          purpose,
          passwordSet: purpose === 'setup',
          secondFactorEnrolled: !!enrols,
        },
      },
      { req: transaction.req },
    )
    return { recoveryCodes }
  })
}
