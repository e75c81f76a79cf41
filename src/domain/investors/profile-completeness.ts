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

function personalComplete({ fields, hasIdNumber, hasPassportNumber }: CompletenessInput): boolean {
  if (!personalRequired.every((name) => present(fields[name]))) return false
  if (fields.citizenship === 'israeli' ? !hasIdNumber : !hasPassportNumber) return false
  if (fields.publicOffice === true && !present(fields.publicOfficeDetails)) return false
  if (fields.investsThroughCompany === true)
    return ['companyName', 'companyNumber', 'companyRole'].every((name) => present(fields[name]))
  return true
}

/** Israelis show the ID card with its appendix, others their passport; a selfie if required. */
export function requiredIdentityDocuments(
  citizenship: unknown,
  selfieRequired: boolean,
): DocumentKind[] {
  const base: DocumentKind[] = citizenship === 'israeli' ? ['id-card', 'id-appendix'] : ['passport']
  return selfieRequired ? [...base, 'selfie'] : base
}

function documentsComplete(input: CompletenessInput): boolean {
  return requiredIdentityDocuments(input.fields.citizenship, input.selfieRequired).every((kind) =>
    input.documents.includes(kind),
  )
}

function investorTypeComplete({ fields, documents }: CompletenessInput): boolean {
  if (!present(fields.investorType)) return false
  if (fields.investorType === 'private') {
    if (!present(fields.incomeBracket)) return false
    return fields.accountantConfirmation !== true || documents.includes('accountant-confirmation')
  }
  return documents.includes('type-proof')
}

/** What is still missing before the investor may invest, and how far along the profile is. */
export function profileCompleteness(input: CompletenessInput): {
  missing: ProfileStep[]
  next: ProfileStep | null
  percent: number
} {
  const done: Record<ProfileStep, boolean> = {
    personal: personalComplete(input),
    documents: documentsComplete(input),
    investorType: investorTypeComplete(input),
    identityCheck: input.kycStatus === 'approved',
  }
  const missing = profileSteps.filter((step) => !done[step])
  return {
    missing,
    next: missing[0] ?? null,
    percent: Math.round(((profileSteps.length - missing.length) / profileSteps.length) * 100),
  }
}
