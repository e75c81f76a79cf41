import type { ProjectStatus } from '../projects/project-status'

import { unitsFor } from './amounts'

/** Only a raise under way takes investments (spec 3, project statuses). */
export const investableStatuses: readonly ProjectStatus[] = ['raising', 'raising_extend']

export type ProjectTerms = {
  id: number
  status: ProjectStatus
  /** Minor units of the project's currency. */
  minimalInvestmentMinor: number
  maximumRaiseMinor: number
  unitPriceMinor: number
  angelCampaign: boolean
  sharePackages: { id: string; amountMinor: number; unitPriceMinor: number }[]
}

export type RaiseState = { raisedMinor: number; investorCount: number }

export type ClosedReason = 'notRaising' | 'maximumReached' | 'angelCampaignFull'

/**
 * Why a project takes no investment from this investor now, or null when it does. An angel
 * campaign with all its investors still takes more from those already in it.
 */
export function whyClosed(
  project: ProjectTerms,
  raise: RaiseState,
  angelMaxInvestors: number,
  alreadyInvested: boolean,
): ClosedReason | null {
  if (!investableStatuses.includes(project.status)) return 'notRaising'
  if (raise.raisedMinor >= project.maximumRaiseMinor) return 'maximumReached'
  if (project.angelCampaign && !alreadyInvested && raise.investorCount >= angelMaxInvestors)
    return 'angelCampaignFull'
  return null
}

/** The least a free amount may be: the project's minimum, and an angel campaign's if higher. */
export function minimumInvestment(project: ProjectTerms, angelMinimumMinor: number | null): number {
  return project.angelCampaign && angelMinimumMinor !== null
    ? Math.max(project.minimalInvestmentMinor, angelMinimumMinor)
    : project.minimalInvestmentMinor
}

export type Choice = { amountMinor: number } | { sharePackageId: string }

export type Priced =
  | {
      ok: true
      amountMinor: number
      units: number
      unitPriceMinor: number
      sharePackageId: string | null
    }
  | {
      ok: false
      problem: 'packageUnknown' | 'belowMinimum' | 'aboveRaiseLeft'
      limitMinor?: number
    }

/**
 * The amount invested for a choice: a share package at its own price, or a free amount in whole
 * units at the project's price (what a fraction of a unit would be is not invested). Refused below
 * the minimum or above what the raise still takes.
 */
export function priceChoice(
  project: ProjectTerms,
  raise: RaiseState,
  choice: Choice,
  minimumMinor: number,
): Priced {
  let unitPriceMinor = project.unitPriceMinor
  let chosenMinor: number
  let sharePackageId: string | null = null
  if ('sharePackageId' in choice) {
    const found = project.sharePackages.find((each) => each.id === choice.sharePackageId)
    if (!found) return { ok: false, problem: 'packageUnknown' }
    unitPriceMinor = found.unitPriceMinor
    chosenMinor = found.amountMinor
    sharePackageId = found.id
  } else {
    chosenMinor = choice.amountMinor
    if (chosenMinor < minimumMinor)
      return { ok: false, problem: 'belowMinimum', limitMinor: minimumMinor }
  }
  const units = unitsFor(chosenMinor, unitPriceMinor)
  const amountMinor = units * unitPriceMinor
  if (units < 1 || amountMinor < minimumMinor)
    return { ok: false, problem: 'belowMinimum', limitMinor: minimumMinor }
  const raiseLeft = Math.max(0, project.maximumRaiseMinor - raise.raisedMinor)
  if (amountMinor > raiseLeft)
    return { ok: false, problem: 'aboveRaiseLeft', limitMinor: raiseLeft }
  return { ok: true, amountMinor, units, unitPriceMinor, sharePackageId }
}
