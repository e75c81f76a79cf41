import { describe, expect, it } from 'vitest'

import {
  inquiryEditable,
  inquiryEventActor,
  inquiryEventNeedsReason,
  inquiryEvents,
  inquiryOpen,
  inquiryStatuses,
  nextInquiryStatus,
  type InquiryEvent,
  type InquiryStatus,
} from '@/domain/companies/inquiry-status'

/** Every transition that exists; any other (status, event) pair is refused. */
const allowed: [InquiryStatus, InquiryEvent, InquiryStatus][] = [
  ['draft', 'submit', 'submitted'],
  ['more_info', 'submit', 'submitted'],
  ['submitted', 'startReview', 'in_review'],
  ['submitted', 'requestMore', 'more_info'],
  ['submitted', 'approve', 'approved'],
  ['submitted', 'deny', 'denied'],
  ['in_review', 'requestMore', 'more_info'],
  ['in_review', 'approve', 'approved'],
  ['in_review', 'deny', 'denied'],
]

describe('company inquiry status machine', () => {
  it.each(allowed)('moves %s on %s to %s', (from, event, to) => {
    expect(nextInquiryStatus(from, event)).toBe(to)
  })

  it('refuses every other transition', () => {
    for (const from of inquiryStatuses)
      for (const event of inquiryEvents) {
        if (allowed.some(([a, b]) => a === from && b === event)) continue
        expect(nextInquiryStatus(from, event), `${from} ${event}`).toBeNull()
      }
  })

  it('lets the company submit and staff decide, nothing else', () => {
    expect(inquiryEventActor).toEqual({
      submit: 'company',
      startReview: 'staff',
      requestMore: 'staff',
      approve: 'staff',
      deny: 'staff',
    })
  })

  it('keeps a decision final', () => {
    for (const event of inquiryEvents) {
      expect(nextInquiryStatus('approved', event)).toBeNull()
      expect(nextInquiryStatus('denied', event)).toBeNull()
    }
  })

  it('lets the company change a draft, or an inquiry staff asked more of, only', () => {
    expect(inquiryStatuses.filter(inquiryEditable)).toEqual(['draft', 'more_info'])
  })

  it('counts every undecided inquiry as open (one per company)', () => {
    expect(inquiryStatuses.filter(inquiryOpen)).toEqual([
      'draft',
      'submitted',
      'in_review',
      'more_info',
    ])
  })

  it('asks staff for the reason the company reads when asking more or denying', () => {
    expect(inquiryEvents.filter(inquiryEventNeedsReason)).toEqual(['requestMore', 'deny'])
  })
})
