import type { Payload } from 'payload'

import { confirmTwoFactorSchema } from '@/domain/auth/two-factor-schema'
import { acceptedTotpStep, newRecoveryCodes, recoveryCodeHash } from '@/domain/auth/totp'
import type { ClientContext } from '@/server/accounts/client-context'
import { recordAudit } from '@/server/audit/record-audit'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { openValue } from '@/server/security/sealed-value'

import { countCodeAttempt } from './count-code-attempt'
import { hasSecondFactor, readSecondFactor } from './read-second-factor'
import { investorTotpSealPurpose } from './seal-purpose'

/**
 * Profile, turning two-step sign-in on, second half: the first code from the app proves the key
 * was saved; the key becomes the account's and ten recovery codes are answered, this once (only
 * their hashes are kept).
 */
export async function confirmTwoFactorSetup(
  payload: Payload,
  investorId: number,
  input: unknown,
  client: ClientContext,
): Promise<{ recoveryCodes: string[] }> {
  const { code } = parseInput(confirmTwoFactorSchema, input)
  const investor = await readSecondFactor(payload, investorId)
  if (hasSecondFactor(investor)) throw new AppError('TWO_FACTOR_ALREADY_ON')
  const pending = openValue(investorTotpSealPurpose, investor.twoFactorPendingSecret)
  if (!pending) throw new AppError('TWO_FACTOR_SETUP_NOT_STARTED')
  await countCodeAttempt(payload, investorId, client)
  const step = acceptedTotpStep(pending, code, null)
  if (step === null) throw new AppError('TWO_FACTOR_CODE_INVALID')

  const recoveryCodes = newRecoveryCodes()
  await payload.db.updateOne({
    collection: 'investors',
    id: investorId,
    data: {
      twoFactorSecret: investor.twoFactorPendingSecret,
      twoFactorPendingSecret: null,
      twoFactorLastStep: step,
      twoFactorRecoveryCodes: recoveryCodes.map(recoveryCodeHash),
      twoFactorEnabledAt: new Date().toISOString(),
    },
  })
  await recordAudit(payload, {
    action: 'investor.two-factor-enabled',
    investor: investorId,
    details: { ip: client.ip },
  })
  return { recoveryCodes }
}
