import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { acceptedTotpStep, recoveryCodeHash } from '@/domain/auth/totp'
import { sqlDatabase } from '@/server/db/sql-database'
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
      update investors set two_factor_last_step = ${step}
      where id = ${investor.id} and two_factor_enabled_at is not null
        and (two_factor_last_step is null or two_factor_last_step < ${step})
      returning id`)
    return claimed.rows.length === 1 ? 'authenticator' : null
  }
  const hash = recoveryCodeHash(entered)
  const spent = await db.execute(sql`
    update investors set two_factor_recovery_codes = two_factor_recovery_codes - ${hash}::text
    where id = ${investor.id} and two_factor_enabled_at is not null
      and two_factor_recovery_codes @> jsonb_build_array(${hash}::text)
    returning id`)
  return spent.rows.length === 1 ? 'recovery' : null
}
