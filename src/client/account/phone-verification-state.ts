/**
 * Spec 3, phone verification state: who is verifying, kept in memory only (the password too, for
 * the automatic login afterwards) and cleared when the modal closes or verification ends.
 */
export type PhoneVerificationState = {
  userId: number
  phoneNumber: string
  email: string
  password: string
}

let current: PhoneVerificationState | null = null

export const phoneVerification = {
  get: () => current,
  set: (state: PhoneVerificationState) => {
    current = state
  },
  clear: () => {
    current = null
  },
}
