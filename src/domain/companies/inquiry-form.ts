import type { CompanyStepData } from './company-step-schema'
import type { VentureStepData } from './venture-step-schema'

/**
 * The inquiry's steps as their forms hold them: text for every input (amounts in shekels, ids of
 * the chosen options), 'yes' / 'no' for a radio question. The step schemas read exactly this, so
 * the browser checks what it will send, and the server reads the stored step back through the same
 * rules (is it complete? is a change through the REST API still valid?).
 */
export type YesNo = '' | 'yes' | 'no'

export type CompanyFormValues = {
  legalNameHe: string
  legalNameEn: string
  companyNumber: string
  incorporationDate: string
  address: string
  website: string
  contactName: string
  contactRole: string
  offeredByProspectus: YesNo
}

export type TeamMemberFormValues = {
  photo: string
  name: string
  role: string
  linkedinUrl: string
  description: string
}

export type VentureFormValues = {
  category: string
  subcategory: string
  stage: string
  raisingType: string
  minimumAmount: string
  maximumAmount: string
  pricePerShare: string
  loanPeriodMonths: string
  annualInterestPercent: string
  companyValueBeforeRaising: string
  useOfFunds: string
  team: TeamMemberFormValues[]
  descriptionHe: string
  descriptionEn: string
}

type Stored<Data> = { [Field in keyof Data]?: Data[Field] | null | undefined }

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

const relation = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : value && typeof value === 'object' && 'id' in value
      ? String((value as { id: unknown }).id)
      : ''

/** Agorot as the shekels a person types: '1500000', '12.50' (digits only, never a float's tail). */
export function minorToShekelText(minor: unknown): string {
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || minor < 0) return ''
  const cents = minor % 100
  return cents === 0
    ? String((minor - cents) / 100)
    : `${(minor - cents) / 100}.${String(cents).padStart(2, '0')}`
}

export function companyFormValues(stored: Stored<CompanyStepData>): CompanyFormValues {
  const offered = stored.offeredByProspectus
  return {
    legalNameHe: text(stored.legalNameHe),
    legalNameEn: text(stored.legalNameEn),
    companyNumber: text(stored.companyNumber),
    incorporationDate: text(stored.incorporationDate),
    address: text(stored.address),
    website: text(stored.website),
    contactName: text(stored.contactName),
    contactRole: text(stored.contactRole),
    offeredByProspectus: offered === true ? 'yes' : offered === false ? 'no' : '',
  }
}

export const emptyTeamMember = (): TeamMemberFormValues => ({
  photo: '',
  name: '',
  role: '',
  linkedinUrl: '',
  description: '',
})

export function ventureFormValues(stored: Stored<VentureStepData>): VentureFormValues {
  return {
    category: relation(stored.category),
    subcategory: relation(stored.subcategory),
    stage: text(stored.stage),
    raisingType: text(stored.raisingType),
    minimumAmount: minorToShekelText(stored.minimumAmount),
    maximumAmount: minorToShekelText(stored.maximumAmount),
    pricePerShare: minorToShekelText(stored.pricePerShare),
    loanPeriodMonths: text(stored.loanPeriodMonths),
    annualInterestPercent: text(stored.annualInterestPercent),
    companyValueBeforeRaising: minorToShekelText(stored.companyValueBeforeRaising),
    useOfFunds: text(stored.useOfFunds),
    team: (stored.team ?? []).map((member) => ({
      photo: relation(member.photo),
      name: text(member.name),
      role: text(member.role),
      linkedinUrl: text(member.linkedinUrl),
      description: text(member.description),
    })),
    descriptionHe: text(stored.descriptionHe),
    descriptionEn: text(stored.descriptionEn),
  }
}
