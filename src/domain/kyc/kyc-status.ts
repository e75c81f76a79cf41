/**
 * The identity check (KYC): the investor submits their identity details, compliance staff decide.
 * Every change of status goes through `nextKycStatus`, so a status cannot skip the review.
 */
export const kycStatuses = [
  'not_started',
  'submitted',
  'approved',
  'rejected',
  'more_info_requested',
] as const
export type KycStatus = (typeof kycStatuses)[number]

export const kycEvents = ['submit', 'approve', 'reject', 'requestMore', 'identityChanged'] as const
export type KycEvent = (typeof kycEvents)[number]

/** Who may cause each event: the investor, or compliance staff. */
export const kycEventActor = {
  submit: 'investor',
  identityChanged: 'investor',
  approve: 'compliance',
  reject: 'compliance',
  requestMore: 'compliance',
} as const satisfies Record<KycEvent, 'investor' | 'compliance'>

const transitions: Record<KycStatus, Partial<Record<KycEvent, KycStatus>>> = {
  not_started: { submit: 'submitted' },
  more_info_requested: { submit: 'submitted' },
  rejected: { submit: 'submitted' },
  submitted: { approve: 'approved', reject: 'rejected', requestMore: 'more_info_requested' },
  // An approval holds for the details approved: changing one of them puts it back for review.
  approved: { identityChanged: 'submitted' },
}

/** The status after `event`, or null when the event is not allowed from `from`. */
export function nextKycStatus(from: KycStatus, event: KycEvent): KycStatus | null {
  return transitions[from][event] ?? null
}

/** While staff review the submitted details, the investor cannot change them under their eyes. */
export function identityFieldsLocked(status: KycStatus): boolean {
  return status === 'submitted'
}

const queuePosition: Record<KycStatus, number> = {
  submitted: 0,
  more_info_requested: 1,
  rejected: 2,
  not_started: 3,
  approved: 4,
}

/** Sort key of the compliance queue: what waits for a decision first, approved last. */
export function reviewOrder(status: KycStatus): number {
  return queuePosition[status]
}

/** A refusal or a request for more must tell the investor why. */
export function decisionNeedsReason(event: KycEvent): boolean {
  return event === 'reject' || event === 'requestMore'
}
