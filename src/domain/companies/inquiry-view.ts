import * as z from '@/domain/zod'

import { raisingTypes, recruitmentStages } from '../projects/project-status'
import { inquiryFileKinds, requiredInquiryFileKinds } from './inquiry-files'
import { inquiryStatuses } from './inquiry-status'
import { inquirySteps } from './inquiry-steps'

const nullableText = z.string().nullable()
const nullableId = z.number().int().nullable()
/** Agorot. */
const nullableMinor = z.number().int().nullable()

/** A file of the inquiry as its company sees it; `url` is the company's own download route. */
export const inquiryFileViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(inquiryFileKinds),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
  url: z.string(),
})
export type InquiryFileView = z.output<typeof inquiryFileViewSchema>

/** Step 1's answers as stored (`CompanyStepData`): anything not yet given is null. */
const companyAnswersSchema = z.object({
  legalNameHe: nullableText,
  legalNameEn: nullableText,
  /** Its 9 digits. */
  companyNumber: nullableText,
  incorporationDate: nullableText,
  address: nullableText,
  website: nullableText,
  contactName: nullableText,
  contactRole: nullableText,
  offeredByProspectus: z.boolean().nullable(),
})

/** Step 2's answers as stored (`VentureStepData`): amounts in agorot, category and photos by id. */
const ventureAnswersSchema = z.object({
  category: nullableId,
  subcategory: nullableId,
  stage: z.enum(recruitmentStages).nullable(),
  raisingType: z.enum(raisingTypes).nullable(),
  minimumAmount: nullableMinor,
  maximumAmount: nullableMinor,
  pricePerShare: nullableMinor,
  loanPeriodMonths: z.number().int().nullable(),
  annualInterestPercent: z.number().nullable(),
  companyValueBeforeRaising: nullableMinor,
  useOfFunds: nullableText,
  descriptionHe: nullableText,
  descriptionEn: nullableText,
  team: z.array(
    z.object({
      photo: nullableId,
      name: nullableText,
      role: nullableText,
      linkedinUrl: nullableText,
      description: nullableText,
    }),
  ),
})

/**
 * The company's inquiry as the API answers it and the page shows it: the answers as stored
 * (amounts in agorot, categories and photos by id), its current files, which steps are complete
 * and where a returning company resumes.
 */
export const inquiryViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(inquiryStatuses),
  editable: z.boolean(),
  /** Staff's reason, when they asked for more or denied. */
  decisionReason: nullableText,
  submittedAt: nullableText,
  declarationAcceptedAt: nullableText,
  lastStep: z.enum(inquirySteps).nullable(),
  resumeStep: z.enum(inquirySteps),
  /** Each answer step's answers pass its complete rules (the files step: every required file). */
  complete: z.object({ company: z.boolean(), venture: z.boolean(), files: z.boolean() }),
  missingFiles: z.array(z.enum(requiredInquiryFileKinds)),
  company: companyAnswersSchema,
  venture: ventureAnswersSchema,
  files: z.array(inquiryFileViewSchema),
  updatedAt: z.string(),
})
export type InquiryView = z.output<typeof inquiryViewSchema>

/** A category the venture may be in, with its subcategories, named in the page's language. */
export type InquiryCategory = { id: number; name: string; children: { id: number; name: string }[] }
