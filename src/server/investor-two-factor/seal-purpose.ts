/** The investors' authenticator keys are sealed under their own key, apart from staff keys. */
export const investorTotpSealPurpose = 'investor-totp'
