import type { ListViewServerProps } from 'payload'

import { inquiryStatusLabels } from '@/collections/CompanyInquiries/fields'
import { inquiryStatuses } from '@/domain/companies/inquiry-status'

import { whereParams } from '../review/ReviewQueueCounts'
import { inquiryReviewTexts, labelIn } from '../review/review-texts'

/**
 * Above the inquiries' list: how many wait in each status, each a link to that part of the list
 * (the queue staff work from: submitted first). Counted as the staff member, through access.
 */
export async function InquiryQueueCounts({ payload, user, i18n }: ListViewServerProps) {
  const { t, locale } = inquiryReviewTexts(i18n.language)
  const states = await Promise.all(
    inquiryStatuses.map(async (status) => {
      const where = { status: { equals: status } }
      const { totalDocs } = await payload.count({
        collection: 'company-inquiries',
        where,
        overrideAccess: false,
        user,
      })
      const href = `/admin/collections/company-inquiries?${new URLSearchParams(whereParams(where, 'where'))}`
      return { status, href, total: totalDocs }
    }),
  )
  return (
    <nav className="review-queue" aria-label={t('queueTitle')}>
      <ul>
        {states.map((state) => (
          <li key={state.status}>
            <a href={state.href}>
              {labelIn(inquiryStatusLabels[state.status], locale)} <strong>{state.total}</strong>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
