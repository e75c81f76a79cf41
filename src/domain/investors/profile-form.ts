import type { InvestorType } from './investor-type'
import {
  interestOptions,
  interestsSectionSchema,
  investorTypeSectionSchema,
  personalSectionSchema,
  profileUpdateSchema,
  type ProfileUpdate,
} from './profile-schema'

/**
 * The profile page's section forms in the schema's terms. A form holds what its inputs hold
 * (strings, yes/no answers); these helpers turn it into the partial update the API takes, checked
 * by the same schema the server applies, and turn the stored profile back into form values.
 */
export type YesNo = '' | 'yes' | 'no'

export type PersonalFormValues = {
  firstName: string
  lastName: string
  birthDate: string
  citizenship: string
  /** A new number only: the stored one is shown masked and never sent back. */
  idNumber: string
  passportNumber: string
  passportCountry: string
  address: string
  city: string
  zip: string
  sex: string
  countryOfResidence: string
  publicOffice: YesNo
  publicOfficeDetails: string
  knowledgeLevel: string
  experienceLevel: string
  education: string
  linkedinUrl: string
  facebookUrl: string
  websiteUrl: string
  investsThroughCompany: YesNo
  companyName: string
  companyNumber: string
  companyRole: string
}

/** The profile as the API shows it to its owner (numbers masked). */
export type StoredProfileFields = { [field: string]: unknown }

export type StoredNumbers = { hasIdNumber: boolean; hasPassportNumber: boolean }

/** The details compliance approves: while they review them the form cannot change them. */
export const identityFormFields = [
  'firstName',
  'lastName',
  'birthDate',
  'citizenship',
  'idNumber',
  'passportNumber',
  'passportCountry',
] as const satisfies readonly (keyof PersonalFormValues)[]

export type SectionResult<Values> =
  { ok: true; patch: ProfileUpdate } | { ok: false; errors: Partial<Record<keyof Values, string>> }

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const yesNo = (value: unknown): YesNo => (value === true ? 'yes' : value === false ? 'no' : '')
const answer = (value: YesNo) => (value === 'yes' ? true : value === 'no' ? false : undefined)
const typed = (value: string) => value.trim() !== ''

export function personalFormValues(profile: StoredProfileFields): PersonalFormValues {
  return {
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    birthDate: text(profile.birthDate),
    citizenship: text(profile.citizenship),
    idNumber: '',
    passportNumber: '',
    passportCountry: text(profile.passportCountry),
    address: text(profile.address),
    city: text(profile.city),
    zip: text(profile.zip),
    sex: text(profile.sex),
    countryOfResidence: text(profile.countryOfResidence),
    publicOffice: yesNo(profile.publicOffice),
    publicOfficeDetails: text(profile.publicOfficeDetails),
    knowledgeLevel: text(profile.knowledgeLevel),
    experienceLevel: text(profile.experienceLevel),
    education: text(profile.education),
    linkedinUrl: text(profile.linkedinUrl),
    facebookUrl: text(profile.facebookUrl),
    websiteUrl: text(profile.websiteUrl),
    investsThroughCompany: yesNo(profile.investsThroughCompany),
    companyName: text(profile.companyName),
    companyNumber: text(profile.companyNumber),
    companyRole: text(profile.companyRole),
  }
}

/** Each field's first message key (`Validation`), from the schema's issues. */
function fieldErrors<Values>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  skip: (field: string, message: string) => boolean = () => false,
): Partial<Record<keyof Values, string>> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    if (!skip(field, issue.message)) errors[field] ??= issue.message
  }
  return errors as Partial<Record<keyof Values, string>>
}

/**
 * The personal section as an update. A number left empty keeps the stored one (not sent: sending
 * '' would clear it); only the citizenship's own number is sent; details behind a "no" are
 * cleared. With `locked` (the identity check under review) the identity details are left out.
 */
export function personalSectionPatch(
  values: PersonalFormValues,
  stored: StoredNumbers & { locked?: boolean },
): SectionResult<PersonalFormValues> {
  const israeli = values.citizenship === 'israeli'
  const foreign = values.citizenship === 'other' || values.citizenship === 'us'
  const keepsId = israeli && stored.hasIdNumber && !typed(values.idNumber)
  const keepsPassport = foreign && stored.hasPassportNumber && !typed(values.passportNumber)
  const offices = values.publicOffice === 'yes'
  const company = values.investsThroughCompany === 'yes'
  const input = {
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
    citizenship: values.citizenship,
    ...(israeli && !keepsId ? { idNumber: values.idNumber } : {}),
    ...(foreign && !keepsPassport ? { passportNumber: values.passportNumber } : {}),
    ...(foreign ? { passportCountry: values.passportCountry } : {}),
    address: values.address,
    city: values.city,
    zip: values.zip,
    sex: values.sex,
    countryOfResidence: values.countryOfResidence,
    publicOffice: answer(values.publicOffice),
    publicOfficeDetails: offices ? values.publicOfficeDetails : null,
    knowledgeLevel: values.knowledgeLevel,
    experienceLevel: values.experienceLevel,
    education: values.education,
    linkedinUrl: values.linkedinUrl,
    facebookUrl: values.facebookUrl,
    websiteUrl: values.websiteUrl,
    investsThroughCompany: answer(values.investsThroughCompany),
    companyName: company ? values.companyName : null,
    companyNumber: company ? values.companyNumber : null,
    companyRole: company ? values.companyRole : null,
  }
  const result = personalSectionSchema.safeParse(input)
  if (!result.success) {
    // A number kept as stored is missing from the update only, not from the profile.
    const kept = (field: string, message: string) =>
      message === 'required' &&
      ((field === 'idNumber' && keepsId) || (field === 'passportNumber' && keepsPassport))
    const errors = fieldErrors<PersonalFormValues>(result.error.issues, kept)
    if (Object.keys(errors).length > 0) return { ok: false, errors }
  }
  // The fields one by one (normalized as stored); the rules between them held above.
  const patch: Record<string, unknown> = profileUpdateSchema.parse(input)
  if (stored.locked) for (const field of identityFormFields) delete patch[field]
  return { ok: true, patch: patch as ProfileUpdate }
}

export type InvestorTypeFormValues = {
  investorType: '' | InvestorType
  incomeBracket: '' | '1' | '2' | '3' | '4'
  accountantConfirmation: boolean
}

export function investorTypeFormValues(profile: StoredProfileFields): InvestorTypeFormValues {
  const bracket = profile.incomeBracket
  return {
    investorType: (text(profile.investorType) as InvestorType) || '',
    incomeBracket:
      typeof bracket === 'number' && bracket >= 1 && bracket <= 4
        ? (String(bracket) as InvestorTypeFormValues['incomeBracket'])
        : '',
    accountantConfirmation: profile.accountantConfirmation === true,
  }
}

/**
 * The investor type as an update: a private investor's income bracket and accountant's
 * confirmation; another type leaves the stored bracket as it is (until compliance verifies the
 * type, the investor invests as a private one).
 */
export function investorTypeSectionPatch(
  values: InvestorTypeFormValues,
): SectionResult<InvestorTypeFormValues> {
  const isPrivate = values.investorType === 'private'
  const input = {
    investorType: values.investorType,
    ...(isPrivate
      ? { incomeBracket: values.incomeBracket === '' ? undefined : Number(values.incomeBracket) }
      : {}),
    accountantConfirmation: values.accountantConfirmation,
  }
  const result = investorTypeSectionSchema.safeParse(input)
  if (!result.success) return { ok: false, errors: fieldErrors(result.error.issues) }
  return { ok: true, patch: result.data as ProfileUpdate }
}

export type InterestsFormValues = { interests: string[]; newsletter: boolean }

export function interestsFormValues(
  profile: StoredProfileFields & { newsletter?: unknown },
): InterestsFormValues {
  const stored = Array.isArray(profile.interests) ? profile.interests : []
  return {
    interests: interestOptions.filter((option) => stored.includes(option)),
    newsletter: profile.newsletter === true,
  }
}

/** Interests and the newsletter as an update (a lone checked box may come back as one value). */
export function interestsSectionPatch(
  values: InterestsFormValues,
): SectionResult<InterestsFormValues> {
  const result = interestsSectionSchema.safeParse({
    interests: ([] as string[]).concat(values.interests ?? []),
    newsletter: values.newsletter,
  })
  if (!result.success) return { ok: false, errors: fieldErrors(result.error.issues) }
  return { ok: true, patch: result.data }
}
