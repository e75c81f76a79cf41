import type { Payload, PayloadRequest } from 'payload'

import { inquiryEventNeedsReason, nextInquiryStatus } from '@/domain/companies/inquiry-status'
import { relationId } from '@/domain/relation-id'
import { inquiryDecisionSchema } from '@/domain/companies/inquiry-decision'
import { isLocale } from '@/i18n/locales'
import { recordAudit } from '@/server/audit/record-audit'
import { requireReviewer } from '@/server/compliance/reviewer'
import { lockRecordById } from '@/server/db/lock-record-by-id'
import { withTransaction, type OnBehalfOf } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'
import { fieldError, parseInput } from '@/server/errors/parse-input'
import { siteUrl } from '@/server/http/site-url'

import { createProjectFromInquiry } from './create-project-from-inquiry'
import { operationContext } from './open-inquiry'

const outcome = {
  startReview: { action: 'company-inquiry.review-started', template: null },
  requestMore: { action: 'company-inquiry.more-info-requested', template: 'inquiryMoreInfo' },
  approve: { action: 'company-inquiry.approved', template: 'inquiryApproved' },
  deny: { action: 'company-inquiry.denied', template: 'inquiryDenied' },
} as const

/**
 * Staff decide a company's submitted inquiry: take it into review, ask for more, approve or deny
 * (asking and denying with the reason the company reads). The status
 * machine says what is allowed; approving also makes the project (a draft in status `new`). The
 * decision, the project, the audit entry and the e-mail to the company (in its account's language)
 * commit together, once: a second decision on the same inquiry waits for the row and then finds
 * it decided.
 */
export async function decideInquiry(
  payload: Payload,
  req: Pick<PayloadRequest, 'user'> & OnBehalfOf,
  inquiryId: number,
  input: unknown,
) {
  const reviewer = requireReviewer(req)
  const { decision, reason } = parseInput(inquiryDecisionSchema, input)
  if (inquiryEventNeedsReason(decision) && !reason) throw fieldError('reason', 'reasonRequired')
  return withTransaction(
    payload,
    async (transaction) => {
      const inquiry = await lockRecordById(payload, 'company-inquiries', inquiryId, transaction)
      const next = nextInquiryStatus(inquiry.status, decision)
      if (!next) throw new AppError('DECISION_NOT_ALLOWED')
      const company = await payload.findByID({
        collection: 'investors',
        id: relationId(inquiry.owner) as number,
        depth: 0,
        overrideAccess: true,
        req: transaction.req,
      })
      const project =
        decision === 'approve'
          ? await createProjectFromInquiry(payload, inquiry, company, transaction)
          : null
      // Taking an inquiry into review is not a decision: it tells the company someone is on it.
      const decided =
        decision === 'startReview'
          ? {}
          : { decidedAt: new Date().toISOString(), decidedBy: reviewer.id }
      await payload.update({
        collection: 'company-inquiries',
        id: inquiry.id,
        data: {
          status: next,
          ...decided,
          decisionReason: reason || null,
          ...(project ? { project: project.id } : {}),
        },
        depth: 0,
        overrideAccess: true,
        context: operationContext,
        req: transaction.req,
      })
      await recordAudit(
        payload,
        {
          action: outcome[decision].action,
          investor: company.id,
          actor: reviewer.id,
          details: {
            inquiry: inquiry.id,
            previousStatus: inquiry.status,
            reason: reason || null,
            project: project?.id ?? null,
          },
        },
        { req: transaction.req },
      )
      const template = outcome[decision].template
      const locale = isLocale(company.locale) ? company.locale : 'he'
      // The company named as it wrote its name in the message's language.
      const companyName =
        (locale === 'en' ? inquiry.legalNameEn : inquiry.legalNameHe) ?? company.companyName ?? ''
      if (template)
        await queueEmail(
          payload,
          {
            to: company.email,
            template,
            locale,
            values: {
              name: company.name ?? '',
              note: reason,
              link: `${siteUrl()}/recruitment/inquiry`,
              params: { company: companyName },
            },
          },
          transaction.req,
        )
      return { status: next, project: project?.id ?? null }
    },
    req,
  )
}
