import type { Payload } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import { incomeBracketRanges } from '@/domain/investors/income-bracket-ranges'
import { limitsInForce } from '@/domain/investors/legal-limits'
import { periodFromConfig } from '@/domain/investors/legal-limits-config'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

import { getIdentityCheckSettings } from './identity-check-settings'

/**
 * What the profile page shows besides the investor's own profile: the income brackets and the cap
 * without an accountant's confirmation in force today (the *Legal limits* global, kept by
 * compliance: never constants), and the largest document the identity check accepts.
 */
export async function readProfilePageSettings(payload: Payload) {
  const [limits, identityCheck] = await Promise.all([
    readSettingsGlobal(payload, 'legal-limits'),
    getIdentityCheckSettings(payload),
  ])
  const period = limitsInForce(
    (limits.periods ?? []).map(periodFromConfig),
    israelToday(new Date()),
  )
  return {
    incomeBrackets: period ? incomeBracketRanges(period) : [],
    withoutAccountantAnnualCapMinor: period?.withoutAccountantAnnualCapMinor ?? null,
    maxDocumentBytes: identityCheck.maxDocumentBytes,
  }
}

export type ProfilePageSettings = Awaited<ReturnType<typeof readProfilePageSettings>>
