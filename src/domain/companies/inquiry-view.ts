import type { CompanyStepData } from './company-step-schema'
import type { InquiryFileKind, RequiredInquiryFileKind } from './inquiry-files'
import type { InquiryStatus } from './inquiry-status'
import type { AnswerStep, InquiryStep } from './inquiry-steps'
import type { VentureStepData } from './venture-step-schema'

/** A file of the inquiry as its company sees it; `url` is the company's own download route. */
export type InquiryFileView = {
  id: number
  kind: InquiryFileKind
  name: string
  size: number
  mimeType: string
  uploadedAt: string
  url: string
}

/**
 * The company's inquiry as the API answers it and the page shows it: the answers as stored
 * (amounts in agorot, categories and photos by id), its current files, which steps are complete
 * and where a returning company resumes.
 */
export type InquiryView = {
  id: number
  status: InquiryStatus
  editable: boolean
  /** Staff's reason, when they asked for more or denied. */
  decisionReason: string | null
  submittedAt: string | null
  declarationAcceptedAt: string | null
  lastStep: InquiryStep | null
  resumeStep: InquiryStep
  complete: Record<AnswerStep, boolean>
  missingFiles: RequiredInquiryFileKind[]
  company: CompanyStepData
  venture: VentureStepData
  files: InquiryFileView[]
  updatedAt: string
}

/** A category the venture may be in, with its subcategories, named in the page's language. */
export type InquiryCategory = { id: number; name: string; children: { id: number; name: string }[] }
