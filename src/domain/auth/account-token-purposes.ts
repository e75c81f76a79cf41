/** What an investor's one-time link or code is for. */
export const accountTokenPurposes = [
  'activate',
  'reset-password',
  'change-email',
  'verify-phone',
  'second-factor',
] as const
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number]
