import type { Payload, PayloadRequest } from 'payload'

import {
  companyRaiseLimitsFromConfig,
  type CompanyRaiseLimits,
} from '@/domain/companies/company-raise-limits'
import { israelToday } from '@/domain/identity/adulthood'
import { periodInForce } from '@/domain/investors/legal-limits'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

export type { CompanyRaiseLimits } from '@/domain/companies/company-raise-limits'
export type {
  EarlierRaise,
  MaxRaise,
  MaxRaiseInput,
  ProjectRaiseFlags,
  ProposedMaximumCheck,
} from '@/domain/companies/max-raise'

/**
 * The maximum raise per company of the *Legal limits* period in force on `on` (a moment, read as
 * its day in Israel, or that day as 'YYYY-MM-DD'), as `maxRaise` / `checkProposedMaximum` take it.
 * Staff keep the figures; nothing here is a constant. Inside a transaction pass its `req`.
 */
export async function readCompanyRaiseLimits(
  payload: Payload,
  on: Date | string,
  req?: Partial<PayloadRequest>,
): Promise<CompanyRaiseLimits> {
  const day = typeof on === 'string' ? on : israelToday(on)
  const limits = await readSettingsGlobal(payload, 'legal-limits', { req })
  const periods = (limits.periods ?? []).map(companyRaiseLimitsFromConfig)
  const inForce = periodInForce(periods, day)
  if (!inForce)
    throw new Error(`No legal limits are in force on ${day}: compliance must add a period`)
  return inForce
}
