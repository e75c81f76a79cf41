import type { Payload } from 'payload'

import { declarationSchema } from '@/domain/companies/declaration-schema'
import { answerSteps } from '@/domain/companies/inquiry-steps'
import { nextInquiryStatus } from '@/domain/companies/inquiry-status'
import type { InquiryView } from '@/domain/companies/inquiry-view'
import { withoutEnvelope } from '@/domain/http/request-envelope'
import { recordAudit } from '@/server/audit/record-audit'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'

import { assertCompanyAccount } from './company-account'
import { inquiryView } from './inquiry-view'
import { lockOpenInquiry, operationContext } from './open-inquiry'

/**
 * POST /api/company/inquiry/submit `{ declaration: true }`: the company declares its answers true
 * and sends the inquiry for review (a draft, or an inquiry staff asked more of). Every step must be
 * complete and every required file there (`409 INQUIRY_INCOMPLETE` names what is missing); the
 * status, the times and the audit entry are written together, in the company's turn.
 */
export async function submitInquiry(
  payload: Payload,
  account: PublicInvestor,
  body: Record<string, unknown>,
): Promise<InquiryView> {
  assertCompanyAccount(account)
  parseInput(declarationSchema, withoutEnvelope(body))

  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const inquiry = await lockOpenInquiry(payload, account.id, transaction, { create: false })
    if (!inquiry)
      throw new AppError('INQUIRY_INCOMPLETE', {
        missing: [...answerSteps],
        missingFiles: [],
      })
    const next = nextInquiryStatus(inquiry.status, 'submit')
    if (!next) throw new AppError('INQUIRY_NOT_EDITABLE')
    const view = await inquiryView(payload, inquiry, req)
    const missing = answerSteps.filter((step) => !view.complete[step])
    if (missing.length > 0)
      throw new AppError('INQUIRY_INCOMPLETE', { missing, missingFiles: view.missingFiles })

    const now = new Date().toISOString()
    const submitted = await payload.update({
      collection: 'company-inquiries',
      id: inquiry.id,
      // A request for more is answered by this submission: its reason stays in the history.
      data: {
        status: next,
        submittedAt: now,
        declarationAcceptedAt: now,
        decisionReason: null,
        lastStep: 'finish',
      },
      depth: 0,
      overrideAccess: true,
      context: operationContext,
      req,
    })
    await recordAudit(
      payload,
      {
        action: 'company-inquiry.submitted',
        investor: account.id,
        details: {
          inquiry: inquiry.id,
          previousStatus: inquiry.status,
          files: view.files.map((file) => ({ id: file.id, kind: file.kind })),
        },
      },
      { req },
    )
    return inquiryView(payload, submitted, req)
  })
}
