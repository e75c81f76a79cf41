import { describe, expect, it } from 'vitest'

import { placeInvestError } from '@/domain/investments/invest-errors'
import type { Readiness } from '@/domain/investments/investing-readiness'
import {
  confirmationsAsked,
  emptyDraft,
  missingConfirmations,
  noConfirmations,
  parseDraft,
  readinessFromView,
  reachableStep,
} from '@/domain/investments/invest-steps'

describe('the steps an investor may open', () => {
  it('keeps an investor whose profile is not ready on the details', () => {
    expect(reachableStep('payment', { ready: false, hasInvestment: false })).toBe('details')
  })

  it('opens the step asked for once ready, the finish only with an investment', () => {
    expect(reachableStep('agreement', { ready: true, hasInvestment: false })).toBe('agreement')
    expect(reachableStep('finish', { ready: true, hasInvestment: false })).toBe('payment')
    expect(reachableStep(null, { ready: true, hasInvestment: false })).toBe('details')
    expect(reachableStep('details', { ready: true, hasInvestment: true })).toBe('finish')
  })
})

describe('the confirmations', () => {
  it('ask for the risk acknowledgement only without a suitable questionnaire', () => {
    expect(confirmationsAsked(false)).toEqual(['withinLimit', 'documentsRead', 'riskWarning'])
    expect(confirmationsAsked(true)).toContain('riskAcknowledged')
  })

  it('name the ones not ticked', () => {
    const some = { ...noConfirmations, withinLimit: true }
    expect(missingConfirmations(some, false)).toEqual(['documentsRead', 'riskWarning'])
  })
})

describe('the stored draft', () => {
  it('comes back as it was saved', () => {
    const draft = { ...emptyDraft({ kind: 'amount', amount: '2500' }), method: 'card' as const }
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft)
  })

  it('drops what the page never wrote', () => {
    expect(parseDraft('not json')).toBeNull()
    expect(parseDraft(JSON.stringify({ choice: { kind: 'other' } }))).toBeNull()
    expect(
      parseDraft(
        JSON.stringify({
          choice: { kind: 'package', packageId: 'p' },
          method: 'cash',
          confirmations: { withinLimit: 'yes', riskWarning: true },
        }),
      ),
    ).toEqual({
      choice: { kind: 'package', packageId: 'p' },
      method: null,
      confirmations: { ...noConfirmations, riskWarning: true },
    })
  })
})

describe('readiness as the details step changes the profile', () => {
  const view = (overrides: {
    missing?: ('personal' | 'documents' | 'investorType' | 'identityCheck')[]
    status?: 'not_started' | 'submitted' | 'approved' | 'rejected'
    birthDate?: string
  }) => ({
    profile: { birthDate: overrides.birthDate ?? '1980-01-01' } as never,
    completeness: { missing: overrides.missing ?? [], next: null, percent: 100 },
    identityCheck: {
      status: overrides.status ?? 'submitted',
      reason: null,
      submittedAt: null,
      decidedAt: null,
    },
  })
  const now = new Date('2026-11-25T10:00:00Z')
  const incomplete: Readiness = { ready: false, reason: 'profileIncomplete', missing: ['personal'] }

  it('becomes ready once nothing is missing and the identity check is sent', () => {
    expect(readinessFromView(incomplete, view({}), now)).toEqual({ ready: true })
  })

  it('still lists what is missing', () => {
    expect(readinessFromView(incomplete, view({ missing: ['documents'] }), now)).toMatchObject({
      reason: 'profileIncomplete',
      missing: ['documents'],
    })
  })

  it('refuses a minor and a refused identity check', () => {
    expect(readinessFromView(incomplete, view({ birthDate: '2015-01-01' }), now)).toMatchObject({
      reason: 'minor',
    })
    expect(readinessFromView(incomplete, view({ status: 'rejected' }), now)).toMatchObject({
      reason: 'identityRejected',
    })
  })

  it('keeps a company account refused whatever the profile says', () => {
    const company = { ready: false, reason: 'companyAccount' } as const
    expect(readinessFromView(company, view({}), now)).toBe(company)
  })
})

describe('where a refusal is shown', () => {
  it('puts the amount and the confirmations at their fields on the agreement step', () => {
    expect(
      placeInvestError(
        {
          code: 'VALIDATION_FAILED',
          message: 'The form has errors',
          fields: {
            amount: { key: 'belowMinimum', message: 'Below the minimum' },
            'confirmations.riskAcknowledged': { key: 'mustConfirm', message: 'Confirm' },
          },
        },
        'payment',
      ),
    ).toEqual({
      step: 'agreement',
      fields: { amount: 'Below the minimum', riskAcknowledged: 'Confirm' },
      alert: null,
    })
  })

  it('shows the legal limit in an alert on the agreement step', () => {
    expect(
      placeInvestError(
        { code: 'OVER_LEGAL_LIMIT', message: 'Up to ₪1,000', leftMinor: 1 },
        'payment',
      ),
    ).toEqual({ step: 'agreement', fields: {}, alert: 'Up to ₪1,000' })
  })

  it('shows a card amount above the card maximum at the amount field, the form kept', () => {
    const message = 'By card you can invest at most ₪975,609.75 … or pay by bank transfer'
    expect(
      placeInvestError(
        {
          code: 'CARD_AMOUNT_ABOVE_LIMIT',
          message,
          fields: { amount: { key: 'cardAmountAboveLimit', message } },
        },
        'payment',
      ),
    ).toEqual({ step: 'agreement', fields: { amount: message }, alert: null })
  })

  it('sends an unready profile back to the details', () => {
    expect(
      placeInvestError({ code: 'PROFILE_INCOMPLETE', message: 'Complete' }, 'payment'),
    ).toMatchObject({
      step: 'details',
      alert: 'Complete',
    })
  })

  it('keeps an unexpected failure on the current step', () => {
    expect(placeInvestError({ code: 'INTERNAL', message: 'Try again' }, 'payment')).toEqual({
      step: 'payment',
      fields: {},
      alert: 'Try again',
    })
  })
})
