import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { acceptedTotpStep, recoveryCodeHash } from '@/domain/auth/totp'
import { investors } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare } from '@/server/db/sql-names'
import { openValue } from '@/server/security/sealed-value'

import { investorTotpSealPurpose } from './seal-purpose'

export type InvestorSecondFactor = {
  id: number
  twoFactorSecret?: string | null
  twoFactorLastStep?: number | null
}

/**
 * A fresh authenticator code (each time step accepted once) or one unused recovery code, spent by
 * one conditional UPDATE each: of two requests with the same code at once, one wins.
 * Null when the code is wrong, already used, or the account has no second factor.
 */
export async function acceptInvestorCode(
  payload: Payload,
  investor: InvestorSecondFactor,
  entered: string,
): Promise<'authenticator' | 'recovery' | null> {
  const secret = openValue(investorTotpSealPurpose, investor.twoFactorSecret)
  if (!secret) return null
  const db = sqlDatabase(payload)
  const step = acceptedTotpStep(secret, entered, investor.twoFactorLastStep ?? null)
  if (step !== null) {
    const claimed = await db.execute(sql`
      update ${investors} set ${bare(investors.twoFactorLastStep)} = ${step}
      where ${investors.id} = ${investor.id} and ${investors.twoFactorEnabledAt} is not null
        and (${investors.twoFactorLastStep} is null or ${investors.twoFactorLastStep} < ${step})
      returning ${investors.id}`)
    return claimed.rows.length === 1 ? 'authenticator' : null
  }
  const hash = recoveryCodeHash(entered)
  const spent = await db.execute(sql`
    update ${investors}
       set ${bare(investors.twoFactorRecoveryCodes)} = ${investors.twoFactorRecoveryCodes} - ${hash}::text
    where ${investors.id} = ${investor.id} and ${investors.twoFactorEnabledAt} is not null
      and ${investors.twoFactorRecoveryCodes} @> jsonb_build_array(${hash}::text)
    returning ${investors.id}`)
  return spent.rows.length === 1 ? 'recovery' : null
}
