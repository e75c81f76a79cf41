/**
 * A company's inquiry to raise capital, from its draft to staff's decision. Every change of status
 * goes through `nextInquiryStatus`, so a status cannot skip the review, and each event names who
 * may cause it: the company (submitting its own inquiry) or staff (the review).
 */
export const inquiryStatuses = [
  'draft',
  'submitted',
  'in_review',
  'more_info',
  'approved',
  'denied',
] as const
export type InquiryStatus = (typeof inquiryStatuses)[number]

export const inquiryEvents = ['submit', 'startReview', 'requestMore', 'approve', 'deny'] as const
export type InquiryEvent = (typeof inquiryEvents)[number]

export const inquiryEventActor = {
  submit: 'company',
  startReview: 'staff',
  requestMore: 'staff',
  approve: 'staff',
  deny: 'staff',
} as const satisfies Record<InquiryEvent, 'company' | 'staff'>

// A decision may be taken on a submitted inquiry or one already marked as under review: marking
// it first is a courtesy to the company (it sees someone is on it), not a step to force.
const transitions: Record<InquiryStatus, Partial<Record<InquiryEvent, InquiryStatus>>> = {
  draft: { submit: 'submitted' },
  more_info: { submit: 'submitted' },
  submitted: {
    startReview: 'in_review',
    requestMore: 'more_info',
    approve: 'approved',
    deny: 'denied',
  },
  in_review: { requestMore: 'more_info', approve: 'approved', deny: 'denied' },
  approved: {},
  denied: {},
}

/** The status after `event`, or null when `event` is not allowed from `from`. */
export function nextInquiryStatus(from: InquiryStatus, event: InquiryEvent): InquiryStatus | null {
  return transitions[from][event] ?? null
}

/** The company may change its answers and files only before submitting, or when asked for more. */
export function inquiryEditable(status: InquiryStatus): boolean {
  return status === 'draft' || status === 'more_info'
}

/**
 * Statuses of an inquiry still open: a company has at most one (a partial unique index holds the
 * rule in the database too). A decided inquiry is closed.
 */
export const openInquiryStatuses = [
  'draft',
  'submitted',
  'in_review',
  'more_info',
] as const satisfies readonly InquiryStatus[]

export function inquiryOpen(status: InquiryStatus): boolean {
  return (openInquiryStatuses as readonly string[]).includes(status)
}

/** Asking for more and denying tell the company why: the reason is what it reads. */
export function inquiryEventNeedsReason(event: InquiryEvent): boolean {
  return event === 'requestMore' || event === 'deny'
}

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === 'string' && (inquiryStatuses as readonly string[]).includes(value)
}
