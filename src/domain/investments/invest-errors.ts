import type { ApiErrorBody } from '@/domain/errors/api-error-body'

import type { InvestStep } from './invest-steps'

/** Where the page shows a refusal: the step that can fix it, messages at fields, the rest in an alert. */
export type ErrorPlacement = {
  step: InvestStep
  fields: Partial<Record<'amount' | 'sharePackage' | 'method' | ConfirmationField, string>>
  alert: string | null
}

type ConfirmationField = 'withinLimit' | 'documentsRead' | 'riskWarning' | 'riskAcknowledged'

const stepOfCode: Record<string, InvestStep> = {
  PROFILE_INCOMPLETE: 'details',
  COMPANY_ACCOUNT: 'details',
  MINOR_CANNOT_INVEST: 'details',
  IDENTITY_REJECTED: 'details',
  OVER_LEGAL_LIMIT: 'agreement',
  RAISE_LIMIT_REACHED: 'agreement',
  PROJECT_NOT_OPEN: 'agreement',
}

function fieldOf(name: string): keyof ErrorPlacement['fields'] | null {
  const bare = name.replace(/^confirmations\./, '')
  const known = [
    'amount',
    'sharePackage',
    'method',
    'withinLimit',
    'documentsRead',
    'riskWarning',
    'riskAcknowledged',
  ] as const
  return (known as readonly string[]).includes(bare) ? (bare as (typeof known)[number]) : null
}

/**
 * Spec 8: a refusal is shown in the page's language where it can be acted on. Field errors go to
 * their fields on the step that holds them (the amount and confirmations: the agreement; the
 * method: the payment); other refusals are an alert on the step that can fix them.
 */
export function placeInvestError(error: ApiErrorBody, current: InvestStep): ErrorPlacement {
  const fields: ErrorPlacement['fields'] = {}
  let alert: string | null = null
  let step: InvestStep = stepOfCode[error.code] ?? current
  for (const [name, field] of Object.entries(error.fields ?? {})) {
    const known = fieldOf(name)
    if (known) fields[known] = field.message
    else alert = field.message
  }
  const named = Object.keys(fields)
  if (named.length > 0) step = named.every((name) => name === 'method') ? 'payment' : 'agreement'
  else alert = error.message
  return { step, fields, alert }
}
