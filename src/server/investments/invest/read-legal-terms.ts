import type { Payload, PayloadRequest } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import { investingRulesFromConfig, type InvestingRules } from '@/domain/investments/investing-rules'
import { limitsInForce, type LegalLimitsPeriod } from '@/domain/investors/legal-limits'
import { periodFromConfig } from '@/domain/investors/legal-limits-config'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

export type LegalTerms = { period: LegalLimitsPeriod; rules: InvestingRules }

/**
 * The *Legal limits* period in force on the day of `now` in Israel: the caps and the investing
 * rules beside them (card fee, angel campaigns). Staff keep them; nothing here is a constant.
 */
export async function readLegalTerms(
  payload: Payload,
  now: Date,
  req?: Partial<PayloadRequest>,
): Promise<LegalTerms> {
  const limits = await readSettingsGlobal(payload, 'legal-limits', { req })
  const rows = limits.periods ?? []
  const periods = rows.map(periodFromConfig)
  const period = limitsInForce(periods, israelToday(now))
  if (!period) throw new Error('No legal limits are in force today: compliance must add a period')
  // The row the period came from (the last of its date, as `limitsInForce` chooses).
  const row = rows.findLast((each) => each.effectiveFrom === period.effectiveFrom)
  return { period, rules: investingRulesFromConfig(row ?? {}) }
}
