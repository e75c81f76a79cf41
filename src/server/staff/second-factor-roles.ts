/** Staff who see identity documents or change settings must have a second factor. */
export const rolesRequiringSecondFactor = new Set(['admin', 'compliance'])

/** The purpose the authenticator keys are sealed under (sealed-value.ts). */
export const totpSealPurpose = 'staff-totp'
