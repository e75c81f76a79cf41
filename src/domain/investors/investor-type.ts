/**
 * Investor types (see the notes' "Investor types"). Only private investors are capped; every other
 * type must be proven with documents, so a declared type counts only once staff verified it.
 */
export const investorTypes = ['private', 'qualified', 'institutional', 'leading', 'angel'] as const
export type InvestorType = (typeof investorTypes)[number]

export const typeVerificationStates = ['unverified', 'verified', 'rejected'] as const
export type TypeVerification = (typeof typeVerificationStates)[number]

/** The type the caps and the angel campaigns go by: the declared one once verified, else private. */
export function effectiveInvestorType(
  declared: InvestorType | null | undefined,
  typeVerification: TypeVerification | null | undefined,
): InvestorType {
  return declared && typeVerification === 'verified' ? declared : 'private'
}
