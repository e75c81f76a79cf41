import { israelToday } from '../identity/adulthood'
import type { ProfileView } from '../investors/profile-view'

import type { InvestChoice } from './invest-choice'
import { readinessToInvest, type Readiness } from './investing-readiness'
import type { PaymentMethod } from './investment-status'

/** Spec 2, the investor's four steps. */
export const investSteps = ['details', 'agreement', 'payment', 'finish'] as const
export type InvestStep = (typeof investSteps)[number]

export type Confirmations = {
  withinLimit: boolean
  documentsRead: boolean
  riskWarning: boolean
  riskAcknowledged: boolean
}

export const noConfirmations: Confirmations = {
  withinLimit: false,
  documentsRead: false,
  riskWarning: false,
  riskAcknowledged: false,
}

/** The confirmations the agreement step asks for; the risk acknowledgement only when needed. */
export function confirmationsAsked(needsRiskAcknowledgement: boolean): (keyof Confirmations)[] {
  const asked: (keyof Confirmations)[] = ['withinLimit', 'documentsRead', 'riskWarning']
  return needsRiskAcknowledgement ? [...asked, 'riskAcknowledged'] : asked
}

export function missingConfirmations(
  confirmations: Confirmations,
  needsRiskAcknowledgement: boolean,
): (keyof Confirmations)[] {
  return confirmationsAsked(needsRiskAcknowledgement).filter((name) => !confirmations[name])
}

/**
 * What the investor entered on the page, kept for the tab (sessionStorage) so that signing in,
 * a reload or the card provider's page loses nothing.
 */
export type InvestDraft = {
  choice: InvestChoice
  method: PaymentMethod | null
  confirmations: Confirmations
}

export const emptyDraft = (choice?: InvestChoice): InvestDraft => ({
  choice: choice ?? { kind: 'amount', amount: '' },
  method: null,
  confirmations: noConfirmations,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseChoice(value: unknown): InvestChoice | null {
  if (!isRecord(value)) return null
  if (value.kind === 'amount' && typeof value.amount === 'string' && value.amount.length <= 40)
    return { kind: 'amount', amount: value.amount }
  if (value.kind === 'package' && typeof value.packageId === 'string' && value.packageId)
    return { kind: 'package', packageId: value.packageId.slice(0, 100) }
  return null
}

/** A stored draft read back, anything unexpected dropped (storage is the visitor's to change). */
export function parseDraft(text: string | null): InvestDraft | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(value)) return null
  const choice = parseChoice(value.choice)
  if (!choice) return null
  const stored = isRecord(value.confirmations) ? value.confirmations : {}
  const flag = (name: keyof Confirmations) => stored[name] === true
  return {
    choice,
    method: value.method === 'card' || value.method === 'bank_transfer' ? value.method : null,
    confirmations: {
      withinLimit: flag('withinLimit'),
      documentsRead: flag('documentsRead'),
      riskWarning: flag('riskWarning'),
      riskAcknowledged: flag('riskAcknowledged'),
    },
  }
}

/** `?step=` as the address gives it, or null. */
export function parseStep(value: string | null | undefined): InvestStep | null {
  return (investSteps as readonly string[]).includes(value ?? '') ? (value as InvestStep) : null
}

/**
 * The step to show: the one asked for, but never past the investor details while the profile
 * still keeps them from investing, and the finish only with an investment made.
 */
export function reachableStep(
  wanted: InvestStep | null,
  state: { ready: boolean; hasInvestment: boolean },
): InvestStep {
  if (state.hasInvestment) return 'finish'
  if (!state.ready) return 'details'
  if (wanted === 'finish') return 'payment'
  return wanted ?? 'details'
}

/**
 * Readiness again from the profile as the details step changed it (the server decides once more
 * when the investment is made). A company account stays refused: no profile change alters that.
 */
export function readinessFromView(
  server: Readiness,
  view: Pick<ProfileView, 'profile' | 'completeness' | 'identityCheck'>,
  now: Date,
): Readiness {
  if (!server.ready && server.reason === 'companyAccount') return server
  const birthDate = view.profile.birthDate
  return readinessToInvest({
    accountKind: 'investor',
    birthDate: typeof birthDate === 'string' ? birthDate : null,
    today: israelToday(now),
    missingSteps: view.completeness.missing,
    kycStatus: view.identityCheck.status,
  })
}
