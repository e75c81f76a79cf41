import type { DocumentKind } from '@/domain/kyc/document-kinds'
import type { KycStatus } from '@/domain/kyc/kyc-status'

/** The profile's steps, in the order the page leads the investor through them. */
export const profileSteps = ['personal', 'documents', 'investorType', 'identityCheck'] as const
export type ProfileStep = (typeof profileSteps)[number]

export type CompletenessInput = {
  fields: Record<string, unknown>
  /** Whether an ID number / passport number is stored (the numbers themselves stay sealed). */
  hasIdNumber: boolean
  hasPassportNumber: boolean
  documents: readonly DocumentKind[]
  selfieRequired: boolean
  kycStatus: KycStatus
}

const personalRequired = [
  'firstName',
  'lastName',
  'birthDate',
  'citizenship',
  'sex',
  'countryOfResidence',
  'address',
  'city',
  'zip',
  'knowledgeLevel',
  'experienceLevel',
  'education',
]

const present = (value: unknown) => value !== null && value !== undefined && value !== ''

/**
 * The personal details still missing, as field names in the form's order: what the profile page
 * lists and what keeps the `personal` step open. The ID or passport number is asked for once the
 * citizenship is known.
 */
export function missingPersonalFields({
  fields,
  hasIdNumber,
  hasPassportNumber,
}: Pick<CompletenessInput, 'fields' | 'hasIdNumber' | 'hasPassportNumber'>): string[] {
  const missing = personalRequired.filter((name) => !present(fields[name]))
  if (fields.citizenship === 'israeli' && !hasIdNumber) missing.push('idNumber')
  if (present(fields.citizenship) && fields.citizenship !== 'israeli' && !hasPassportNumber)
    missing.push('passportNumber')
  if (fields.publicOffice === true && !present(fields.publicOfficeDetails))
    missing.push('publicOfficeDetails')
  if (fields.investsThroughCompany === true)
    missing.push(
      ...['companyName', 'companyNumber', 'companyRole'].filter((name) => !present(fields[name])),
    )
  return missing
}

/** Israelis show the ID card with its appendix, others their passport; a selfie if required. */
export function requiredIdentityDocuments(
  citizenship: unknown,
  selfieRequired: boolean,
): DocumentKind[] {
  const base: DocumentKind[] = citizenship === 'israeli' ? ['id-card', 'id-appendix'] : ['passport']
  return selfieRequired ? [...base, 'selfie'] : base
}

/** The identity documents not uploaded yet. */
export function missingIdentityDocuments(
  input: Pick<CompletenessInput, 'fields' | 'documents' | 'selfieRequired'>,
): DocumentKind[] {
  return requiredIdentityDocuments(input.fields.citizenship, input.selfieRequired).filter(
    (kind) => !input.documents.includes(kind),
  )
}

export const investorTypeItems = [
  'investorType',
  'incomeBracket',
  'accountantConfirmation',
  'typeProof',
] as const
export type InvestorTypeItem = (typeof investorTypeItems)[number]

/**
 * What the investor type still needs: the type; for a private investor the income bracket and,
 * when they say an accountant confirmed it, that confirmation; for any other type its proof.
 */
export function missingInvestorTypeItems({
  fields,
  documents,
}: Pick<CompletenessInput, 'fields' | 'documents'>): InvestorTypeItem[] {
  if (!present(fields.investorType)) return ['investorType']
  if (fields.investorType !== 'private')
    return documents.includes('type-proof') ? [] : ['typeProof']
  const missing: InvestorTypeItem[] = []
  if (!present(fields.incomeBracket)) missing.push('incomeBracket')
  if (fields.accountantConfirmation === true && !documents.includes('accountant-confirmation'))
    missing.push('accountantConfirmation')
  return missing
}

/** What is still missing before the investor may invest, and how far along the profile is. */
export function profileCompleteness(input: CompletenessInput): {
  missing: ProfileStep[]
  next: ProfileStep | null
  percent: number
} {
  const done: Record<ProfileStep, boolean> = {
    personal: missingPersonalFields(input).length === 0,
    documents: missingIdentityDocuments(input).length === 0,
    investorType: missingInvestorTypeItems(input).length === 0,
    identityCheck: input.kycStatus === 'approved',
  }
  const missing = profileSteps.filter((step) => !done[step])
  return {
    missing,
    next: missing[0] ?? null,
    percent: Math.round(((profileSteps.length - missing.length) / profileSteps.length) * 100),
  }
}
