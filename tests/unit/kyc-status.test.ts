import { describe, expect, it } from 'vitest'

import {
  decisionNeedsReason,
  identityFieldsLocked,
  kycEventActor,
  kycEvents,
  kycStatuses,
  nextKycStatus,
  reviewOrder,
  type KycEvent,
  type KycStatus,
} from '@/domain/kyc/kyc-status'

/** Every allowed move; any pair not listed must be refused. */
const allowed: [KycStatus, KycEvent, KycStatus][] = [
  ['not_started', 'submit', 'submitted'],
  ['rejected', 'submit', 'submitted'],
  ['more_info_requested', 'submit', 'submitted'],
  ['submitted', 'approve', 'approved'],
  ['submitted', 'reject', 'rejected'],
  ['submitted', 'requestMore', 'more_info_requested'],
  ['approved', 'identityChanged', 'submitted'],
]

describe('the identity-check state machine', () => {
  const pairs = kycStatuses.flatMap((from) => kycEvents.map((event) => [from, event] as const))

  it.each(pairs)('from %s on %s', (from, event) => {
    const move = allowed.find(([f, e]) => f === from && e === event)
    expect(nextKycStatus(from, event)).toBe(move ? move[2] : null)
  })

  it('covers every status and event in the table above', () => {
    expect(pairs).toHaveLength(25)
    expect(new Set(allowed.map(([from]) => from)).size).toBe(kycStatuses.length)
  })

  it('cannot approve, reject or ask for more without a submission', () => {
    for (const from of ['not_started', 'rejected', 'more_info_requested', 'approved'] as const)
      for (const event of ['approve', 'reject', 'requestMore'] as const)
        expect(nextKycStatus(from, event)).toBeNull()
  })
})

describe('around the review', () => {
  it('locks the identity fields only while staff review them', () => {
    for (const status of kycStatuses)
      expect(identityFieldsLocked(status), status).toBe(status === 'submitted')
  })

  it('orders the compliance queue: submitted first, approved last', () => {
    const queue = [...kycStatuses].sort((a, b) => reviewOrder(a) - reviewOrder(b))
    expect(queue).toEqual([
      'submitted',
      'more_info_requested',
      'rejected',
      'not_started',
      'approved',
    ])
  })

  it('needs a reason to reject or ask for more, not to approve', () => {
    expect(kycEvents.filter(decisionNeedsReason)).toEqual(['reject', 'requestMore'])
  })

  it('leaves decisions to compliance and submissions to the investor', () => {
    expect(kycEvents.filter((event) => kycEventActor[event] === 'compliance')).toEqual([
      'approve',
      'reject',
      'requestMore',
    ])
  })
})
