'use client'

import { useFormatter, useTranslations } from 'next-intl'
import type { Ref } from 'react'

import type { InquiryView } from '@/domain/companies/inquiry-view'

type Props = { view: InquiryView; headingRef?: Ref<HTMLHeadingElement> }

/**
 * Where the inquiry stands, once submitted: its status and what it means, when it was submitted,
 * and staff's message when they asked for more or denied it.
 */
export function InquiryStatusPanel({ view, headingRef }: Props) {
  const t = useTranslations('CompanyInquiry.status')
  const format = useFormatter()
  const reason =
    (view.status === 'more_info' || view.status === 'denied') && view.decisionReason
      ? view.decisionReason
      : null
  return (
    <section
      className="identity-check inquiry-status"
      data-status={view.status}
      aria-labelledby="inquiry-status-title"
      data-testid="inquiry-status"
    >
      <h2 id="inquiry-status-title" ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h2>
      <p>
        {t('label')} <strong data-testid="inquiry-status-name">{t(`names.${view.status}`)}</strong>
      </p>
      <p>{t(`explain.${view.status}`)}</p>
      {view.submittedAt && (
        <p>
          {t('submittedAt', {
            date: format.dateTime(new Date(view.submittedAt), {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: 'Asia/Jerusalem',
            }),
          })}
        </p>
      )}
      {reason && (
        <div className="profile-note" data-testid="inquiry-decision-reason">
          <h3>{t('reason')}</h3>
          <p>
            <bdi>{reason}</bdi>
          </p>
        </div>
      )}
    </section>
  )
}
