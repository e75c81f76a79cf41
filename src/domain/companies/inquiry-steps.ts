import { companyStepSchema, type CompanyStepData } from './company-step-schema'
import { companyFormValues, ventureFormValues } from './inquiry-form'
import { missingFileKinds, type RequiredInquiryFileKind } from './inquiry-files'
import { ventureStepSchema, type VentureStepData } from './venture-step-schema'

/** Spec 2, the company's inquiry in four steps. */
export const inquirySteps = ['company', 'venture', 'files', 'finish'] as const
export type InquiryStep = (typeof inquirySteps)[number]

/** The steps that hold answers; the finish step is the declaration and the submission. */
export type AnswerStep = Exclude<InquiryStep, 'finish'>
export const answerSteps = ['company', 'venture', 'files'] as const satisfies readonly AnswerStep[]

export function isInquiryStep(value: unknown): value is InquiryStep {
  return typeof value === 'string' && (inquirySteps as readonly string[]).includes(value)
}

type StoredSteps = {
  company: { [Field in keyof CompanyStepData]?: CompanyStepData[Field] | null }
  venture: { [Field in keyof VentureStepData]?: VentureStepData[Field] | null }
  /** The inquiry's current files. */
  files: readonly { kind: string }[]
}

export type StepCompleteness = Record<AnswerStep, boolean> & {
  missingFiles: RequiredInquiryFileKind[]
}

/**
 * Which steps are complete: the stored answers read back through the step's own rules (as the
 * form would send them), and a current file of each required kind.
 */
export function stepCompleteness(stored: StoredSteps): StepCompleteness {
  const missingFiles = missingFileKinds(stored.files)
  return {
    company: companyStepSchema.safeParse(companyFormValues(stored.company)).success,
    venture: ventureStepSchema.safeParse(ventureFormValues(stored.venture)).success,
    files: missingFiles.length === 0,
    missingFiles,
  }
}

/** The first step still incomplete, or the finish once the three answer steps are. */
export function firstIncompleteStep(complete: Record<AnswerStep, boolean>): InquiryStep {
  return answerSteps.find((step) => !complete[step]) ?? 'finish'
}

/** A step may be opened once every step before it is complete. */
export function stepReachable(step: InquiryStep, complete: Record<AnswerStep, boolean>): boolean {
  return inquirySteps.indexOf(step) <= inquirySteps.indexOf(firstIncompleteStep(complete))
}

/**
 * Where a returning company starts: the step it was on when it last saved, if it may be opened,
 * else the first incomplete one (never past it: the finish only once everything is there).
 */
export function resumeStep(
  lastStep: InquiryStep | null | undefined,
  complete: Record<AnswerStep, boolean>,
): InquiryStep {
  return lastStep && stepReachable(lastStep, complete) ? lastStep : firstIncompleteStep(complete)
}
