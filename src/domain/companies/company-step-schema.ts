import * as z from '@/domain/zod'

import { normalizeCompanyNumber } from '../identity/company-number'
import { israelToday } from '../identity/adulthood'
import {
  inEnglish,
  inHebrew,
  optional,
  pastDate,
  requiredText,
  textOf,
  websiteAddress,
  yesOrNo,
} from './inquiry-field-rules'
import { draftShape } from './step-schema-modes'

/**
 * Step 1 of the inquiry, company data. An issuer through an offer coordinator must be a private
 * company that never offered securities by prospectus: "yes" is refused on its own field
 * (`prospectusOffered`), in a draft too, so such a company cannot go on.
 */
function companyFields(today: () => string) {
  return {
    legalNameHe: inHebrew(textOf(2, 120)),
    legalNameEn: inEnglish(textOf(2, 120)),
    /** Stored as its 9 digits. */
    companyNumber: requiredText()
      .refine((value) => normalizeCompanyNumber(value) !== null, 'companyNumberInvalid')
      .transform((value) => normalizeCompanyNumber(value)!),
    incorporationDate: pastDate(today),
    address: textOf(5, 200, 'detailsMin'),
    website: websiteAddress(),
    contactName: textOf(2, 80),
    contactRole: textOf(2, 80),
    offeredByProspectus: yesOrNo().refine((offered) => offered === false, 'prospectusOffered'),
  }
}

export function companyStepSchemas(today: () => string) {
  const fields = companyFields(today)
  return {
    complete: z.strictObject(
      { ...fields, website: optional(fields.website) },
      { error: 'badRequest' },
    ),
    draft: z.strictObject(draftShape(fields), { error: 'badRequest' }),
  }
}

const schemas = companyStepSchemas(() => israelToday(new Date()))
export const companyStepSchema = schemas.complete
export const companyDraftSchema = schemas.draft

/** The step as stored: anything not yet given is null. */
export type CompanyStepData = z.output<typeof companyDraftSchema>
export type CompanyStepInput = z.input<typeof companyStepSchema>
export const companyStepFields = Object.keys(companyStepSchema.shape) as (keyof CompanyStepData)[]
