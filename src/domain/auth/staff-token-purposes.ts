/** What a staff member's one-time link is for. */
export const staffTokenPurposes = [
  /** A new staff member's (or a restored account's) link: choose a password, enrol if required. */
  'setup',
  /** Enrolment of the second factor only, for a member who has a password but no factor yet. */
  'enrol',
  /** Sent to the old address after an e-mail change: restores it. */
  'undo-email-change',
] as const
export type StaffTokenPurpose = (typeof staffTokenPurposes)[number]
