import * as z from '@/domain/zod'

import { text } from '../auth/credentials-schema'
import { isAdultOn, israelToday, isValidCalendarDate } from '../identity/adulthood'
import { normalizeCompanyNumber } from '../identity/company-number'
import { isValidIsraeliId, normalizeIsraeliId } from '../identity/israeli-id'
import { investorTypes } from './investor-type'

/**
 * The investor profile's rules, shared by the profile page's section forms and the API
 * (`POST /api/catalog/update-profile`, a partial update). Each message is a key of the
 * `Validation` messages. An optional text field takes '' or null for "none" and gives null, so
 * that clearing a field stores null (no empty strings to collide in a unique index).
 */
export const citizenships = ['israeli', 'other', 'us'] as const
export const sexes = ['male', 'female', 'other'] as const
export const knowledgeLevels = ['none', 'basic', 'good', 'expert'] as const
export const experienceLevels = ['none', 'upTo2Years', '2to5Years', 'over5Years'] as const
export const educationLevels = [
  'secondary',
  'vocational',
  'bachelor',
  'master',
  'doctorate',
  'other',
] as const
export const interestOptions = [
  'hightech',
  'medicine',
  'realEstate',
  'law',
  'independent',
  'other',
] as const
export const incomeBrackets = [1, 2, 3, 4] as const

/** No birth date before this: an older one is a typing mistake. */
export const earliestBirthDate = '1900-01-01'

const required = () => text().trim().min(1, { message: 'required', abort: true })

/** Nothing typed, or nothing sent: both mean "none". */
const blank = z.union([
  z.literal(null),
  z.string().refine((value) => value.trim() === '', { abort: true }),
])

/**
 * `rule`, or '' / null for "none" (null out). Something typed gets the rule's own message: the union
 * passes it through when only the rule could apply, and names the rule's first otherwise (a rule
 * that transforms or refuses control characters ends aborted, like the blank alternative).
 */
function orNone<Output>(rule: z.ZodType<Output, string>) {
  return z.union([rule, blank.transform(() => null)], {
    error: (issue) =>
      (issue.code === 'invalid_union' && issue.errors[0]?.[0]?.message) || 'required',
  })
}

/** A value from a list; a missing one is reported as such, anything else as a wrong choice. */
function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'required' : 'choiceInvalid',
  })
}

const yesOrNo = () => z.boolean({ error: 'required' })

/**
 * Hebrew or Latin letters, and between them spaces, hyphens (maqaf too) and apostrophes (geresh,
 * gershayim, the typographic ’ phones type); a trailing geresh for names like ג׳ורג׳.
 */
const letter = '[\\p{Script=Latin}\\u05D0-\\u05EA]'
const namePattern = new RegExp(
  `^${letter}+(?:[ \\-\\u05BE'\\u2019\\u05F3\\u05F4]+${letter}+)*['\\u2019\\u05F3]?$`,
  'u',
)

const personName = () =>
  required().normalize().min(2, 'nameMin').max(50, 'tooLong').regex(namePattern, 'nameLetters')

const birthDate = (today: () => string) =>
  required()
    .refine(isValidCalendarDate, { message: 'dateInvalid', abort: true })
    .refine((value) => value >= earliestBirthDate, { message: 'birthDateTooEarly', abort: true })
    .refine((value) => value <= today(), { message: 'dateInFuture', abort: true })
    .refine((value) => isAdultOn(value, today()), 'minor')

/** ISO 3166-1 alpha-2, as the country selectors send it. */
const countryCode = () =>
  required()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'countryInvalid')

/** Stored as its 9 digits, leading zeros included. */
const idNumber = required()
  .refine(isValidIsraeliId, 'idNumberInvalid')
  .transform((value) => normalizeIsraeliId(value)!)

const passportNumber = required()
  .toUpperCase()
  .regex(/^[A-Z0-9]{5,20}$/, 'passportInvalid')

/** Stored as its 9 digits. */
const companyNumber = required()
  .refine((value) => normalizeCompanyNumber(value) !== null, 'companyNumberInvalid')
  .transform((value) => normalizeCompanyNumber(value)!)

const zip = required()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/, 'zipInvalid')

/** A host name with a top-level domain; `URL` gives international names in punycode (xn--). */
const domainName =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/** The host of an https address with a domain name, or null. */
function httpsHost(value: string): string | null {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return null
  try {
    const url = new URL(value)
    return url.username === '' && url.password === '' && domainName.test(url.hostname)
      ? url.hostname
      : null
  } catch {
    return null
  }
}

const isOnDomain = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`))

/** An https address, on one of `domains` when given: staff open these links from the admin. */
const webAddress = (domains?: readonly string[], message = 'urlInvalid') =>
  required()
    .max(300, 'tooLong')
    .refine((value) => httpsHost(value) !== null, { message: 'urlInvalid', abort: true })
    .refine((value) => !domains || isOnDomain(httpsHost(value)!, domains), message)

function profileFields(today: () => string) {
  return {
    personal: {
      firstName: personName(),
      lastName: personName(),
      birthDate: birthDate(today),
      citizenship: choice(citizenships),
      idNumber: orNone(idNumber),
      passportNumber: orNone(passportNumber),
      passportCountry: orNone(countryCode()),
      address: required().min(2, 'nameMin').max(100, 'tooLong'),
      city: required().min(2, 'nameMin').max(60, 'tooLong'),
      zip,
      sex: choice(sexes),
      countryOfResidence: countryCode(),
      /** A politically exposed person: them, or a relative. */
      publicOffice: yesOrNo(),
      publicOfficeDetails: orNone(required().min(5, 'detailsMin').max(500, 'tooLong')),
      knowledgeLevel: choice(knowledgeLevels),
      experienceLevel: choice(experienceLevels),
      education: choice(educationLevels),
      linkedinUrl: orNone(webAddress(['linkedin.com'], 'linkedinUrlInvalid')),
      facebookUrl: orNone(webAddress(['facebook.com', 'fb.com'], 'facebookUrlInvalid')),
      websiteUrl: orNone(webAddress()),
      investsThroughCompany: yesOrNo(),
      companyName: orNone(required().min(2, 'nameMin').max(100, 'tooLong')),
      companyNumber: orNone(companyNumber),
      companyRole: orNone(required().min(2, 'nameMin').max(60, 'tooLong')),
    },
    investorType: {
      investorType: choice(investorTypes),
      incomeBracket: z.union([z.literal(incomeBrackets), z.literal(null)], {
        error: (issue) =>
          issue.input === undefined || issue.input === '' || Number.isNaN(issue.input)
            ? 'required'
            : 'choiceInvalid',
      }),
      accountantConfirmation: yesOrNo(),
    },
    interests: {
      interests: z
        .array(choice(interestOptions), { error: 'choiceInvalid' })
        .refine((values) => new Set(values).size === values.length, 'choiceInvalid'),
      newsletter: yesOrNo(),
    },
  }
}

type FieldGroups = ReturnType<typeof profileFields>
type AllFields = FieldGroups['personal'] & FieldGroups['investorType'] & FieldGroups['interests']

/** A complete profile, as the schemas give it (normalized). */
export type ProfileFields = { [Field in keyof AllFields]: z.output<AllFields[Field]> }
/** A profile as stored: any field may be missing or null. */
export type StoredProfile = { [Field in keyof ProfileFields]?: ProfileFields[Field] | null }
export type ProfileIssue = { path: keyof ProfileFields; message: string }

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')

/**
 * The rules between fields, over a whole profile: the server applies them to the stored profile
 * merged with a partial update, so no update can leave it inconsistent; the section forms apply them
 * to what they submit.
 */
export function profileConsistencyIssues(merged: StoredProfile): ProfileIssue[] {
  const issues: ProfileIssue[] = []
  const needs = (condition: boolean, fields: (keyof ProfileFields)[]) => {
    if (!condition) return
    for (const field of fields)
      if (!isPresent(merged[field])) issues.push({ path: field, message: 'required' })
  }
  needs(merged.citizenship === 'israeli', ['idNumber'])
  needs(merged.citizenship === 'other' || merged.citizenship === 'us', [
    'passportNumber',
    'passportCountry',
  ])
  needs(merged.publicOffice === true, ['publicOfficeDetails'])
  needs(merged.investsThroughCompany === true, ['companyName', 'companyNumber', 'companyRole'])
  needs(merged.investorType === 'private', ['incomeBracket'])
  return issues
}

/** A section form's schema with the rules between its fields, reported on the field they concern. */
function withConsistency<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape).superRefine(
    (value, context) => {
      for (const issue of profileConsistencyIssues(value as StoredProfile))
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
    },
    // Together with the other fields' errors, not only once they are fixed: the fields these rules
    // read may hold raw input then, which `profileConsistencyIssues` only tests for presence.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
}

/**
 * The schemas, with `today` ('YYYY-MM-DD' in Israel) asked at each parse, so a long-running server
 * does not keep the date it started on. Tests pass a fixed day.
 */
export function profileSchemas(today: () => string) {
  const { personal, investorType, interests } = profileFields(today)

  const personalSectionSchema = withConsistency({
    ...personal,
    idNumber: personal.idNumber.optional(),
    passportNumber: personal.passportNumber.optional(),
    passportCountry: personal.passportCountry.optional(),
    publicOfficeDetails: personal.publicOfficeDetails.optional(),
    linkedinUrl: personal.linkedinUrl.optional(),
    facebookUrl: personal.facebookUrl.optional(),
    websiteUrl: personal.websiteUrl.optional(),
    companyName: personal.companyName.optional(),
    companyNumber: personal.companyNumber.optional(),
    companyRole: personal.companyRole.optional(),
  })
  const investorTypeSectionSchema = withConsistency({
    ...investorType,
    incomeBracket: investorType.incomeBracket.optional(),
  })
  const interestsSectionSchema = withConsistency(interests)

  /** Any subset of the fields, each with its rules; a key we do not know is refused. */
  const profileUpdateSchema = z
    .strictObject({ ...personal, ...investorType, ...interests }, { error: 'badRequest' })
    .partial()

  return {
    profileUpdateSchema,
    personalSectionSchema,
    investorTypeSectionSchema,
    interestsSectionSchema,
  }
}

export const {
  profileUpdateSchema,
  personalSectionSchema,
  investorTypeSectionSchema,
  interestsSectionSchema,
} = profileSchemas(() => israelToday(new Date()))

export type ProfileUpdate = z.output<typeof profileUpdateSchema>
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>
export type PersonalSectionInput = z.input<typeof personalSectionSchema>
export type PersonalSection = z.output<typeof personalSectionSchema>
export type InvestorTypeSectionInput = z.input<typeof investorTypeSectionSchema>
export type InvestorTypeSection = z.output<typeof investorTypeSectionSchema>
export type InterestsSectionInput = z.input<typeof interestsSectionSchema>
export type InterestsSection = z.output<typeof interestsSectionSchema>

/** The message keys these schemas use besides the account forms' (see `validationMessageKeys`). */
export const profileMessageKeys = [
  'nameLetters',
  'dateInvalid',
  'birthDateTooEarly',
  'dateInFuture',
  'minor',
  'choiceInvalid',
  'idNumberInvalid',
  'passportInvalid',
  'countryInvalid',
  'zipInvalid',
  'detailsMin',
  'urlInvalid',
  'linkedinUrlInvalid',
  'facebookUrlInvalid',
  'companyNumberInvalid',
] as const
