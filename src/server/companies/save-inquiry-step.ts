import type { Payload } from 'payload'

import { companyDraftSchema, companyStepSchema } from '@/domain/companies/company-step-schema'
import { inquirySteps, type AnswerStep, type InquiryStep } from '@/domain/companies/inquiry-steps'
import type { InquiryView } from '@/domain/companies/inquiry-view'
import { ventureDraftSchema, ventureStepSchema } from '@/domain/companies/venture-step-schema'
import { withoutEnvelope } from '@/domain/http/request-envelope'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { fieldError, parseInput } from '@/server/errors/parse-input'

import { asPayloadUser, assertCompanyAccount } from './company-account'
import { inquiryView } from './inquiry-view'
import { lockEditableInquiry, operationContext } from './open-inquiry'
import { ventureReferenceProblems } from './venture-reference-problems'

const answerStepNames = ['company', 'venture', 'files'] as const satisfies readonly AnswerStep[]

/** `draft`: keep what is there, complete or not; `continue`: the step must be complete. */
const intents = ['draft', 'continue'] as const

const nextStep = (step: AnswerStep): InquiryStep => inquirySteps[inquirySteps.indexOf(step) + 1]!

function readAnswers(step: AnswerStep, intent: (typeof intents)[number], input: unknown) {
  const complete = intent === 'continue'
  if (step === 'company')
    return parseInput(complete ? companyStepSchema : companyDraftSchema, input)
  if (step === 'venture')
    return parseInput(complete ? ventureStepSchema : ventureDraftSchema, input)
  // The files step has no answers of its own: its files come through the upload call.
  if (input && typeof input === 'object' && Object.keys(input).length > 0)
    throw fieldError('form', 'badRequest')
  return {}
}

/**
 * POST /api/company/inquiry/steps/{step}: the company's answers to one step, saved on the server
 * as its draft (`intent: "draft"`, anything may still be missing) or to go on (`"continue"`, the
 * step complete; for the files step, every required file there). The company's first save starts
 * its inquiry. The step saved (or the next, on continue) is where it resumes.
 */
export async function saveInquiryStep(
  payload: Payload,
  account: PublicInvestor,
  step: string,
  body: Record<string, unknown>,
): Promise<InquiryView> {
  assertCompanyAccount(account)
  if (!(answerStepNames as readonly string[]).includes(step)) throw new AppError('NOT_FOUND')
  const answerStep = step as AnswerStep
  const { intent = 'continue', ...fields } = withoutEnvelope(body) as Record<string, unknown>
  if (!(intents as readonly unknown[]).includes(intent)) throw fieldError('intent', 'badRequest')
  const answers = readAnswers(answerStep, intent as (typeof intents)[number], fields)

  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const inquiry = await lockEditableInquiry(payload, account.id, transaction)
    if (answerStep === 'venture') {
      const problems = await ventureReferenceProblems(
        payload,
        inquiry.id,
        answers as Parameters<typeof ventureReferenceProblems>[2],
        req,
      )
      if (Object.keys(problems).length > 0)
        throw new AppError('VALIDATION_FAILED', { fields: problems })
    }
    if (answerStep === 'files' && intent === 'continue') {
      const view = await inquiryView(payload, inquiry, req)
      if (view.missingFiles.length > 0)
        throw new AppError('INQUIRY_INCOMPLETE', {
          missing: ['files'],
          missingFiles: view.missingFiles,
        })
    }
    // As the company, through access control: its own inquiry, while it may change it.
    const saved = await payload.update({
      collection: 'company-inquiries',
      id: inquiry.id,
      data: { ...answers, lastStep: intent === 'continue' ? nextStep(answerStep) : answerStep },
      depth: 0,
      overrideAccess: false,
      user: asPayloadUser(account),
      context: operationContext,
      // A copy: Payload puts the user on the request it is given, and the rest stays the server's.
      req: { ...req },
    })
    return inquiryView(payload, saved, req)
  })
}
