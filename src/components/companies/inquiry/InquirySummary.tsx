'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { requiredInquiryFileKinds } from '@/domain/companies/inquiry-files'
import type { AnswerStep } from '@/domain/companies/inquiry-steps'
import type { InquiryCategory, InquiryView } from '@/domain/companies/inquiry-view'
import { formatMoney } from '@/domain/money'
import type { Locale } from '@/i18n/locales'

type Props = {
  view: InquiryView
  categories: InquiryCategory[]
  /** Offers a way back to each step (the finish step); without it the summary is read only. */
  onEdit?: (step: AnswerStep) => void
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="inquiry-summary__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Everything the company answered and uploaded, step by step, as staff will read it. */
export function InquirySummary({ view, categories, onEdit }: Props) {
  const t = useTranslations('CompanyInquiry')
  const format = useFormatter()
  const locale = useLocale() as Locale
  const { company, venture } = view
  const empty = t('summary.empty')
  const text = (value: string | null) => (value ? <bdi>{value}</bdi> : empty)
  const money = (minor: number | null) =>
    minor === null ? empty : <bdi>{formatMoney({ minor, currency: 'ILS' }, locale)}</bdi>
  const day = (value: string | null) =>
    value
      ? format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'short', timeZone: 'UTC' })
      : empty
  const categoryName = (id: number | null) =>
    categories.flatMap((each) => [each, ...each.children]).find((each) => each.id === id)?.name ??
    empty

  const heading = (step: AnswerStep) => (
    <div className="inquiry-summary__heading">
      <h3>{t(`steps.${step}`)}</h3>
      {onEdit && (
        <button
          type="button"
          className="link-button"
          onClick={() => onEdit(step)}
          aria-label={t('finish.editStep', { step: t(`steps.${step}`) })}
          data-testid={`inquiry-edit-${step}`}
        >
          {t('finish.edit')}
        </button>
      )}
    </div>
  )

  return (
    <div className="inquiry-summary" data-testid="inquiry-summary">
      <section>
        {heading('company')}
        <dl>
          <Row label={t('company.legalNameHe')}>{text(company.legalNameHe)}</Row>
          <Row label={t('company.legalNameEn')}>{text(company.legalNameEn)}</Row>
          <Row label={t('company.companyNumber')}>
            <span dir="ltr">{company.companyNumber ?? empty}</span>
          </Row>
          <Row label={t('company.incorporationDate')}>{day(company.incorporationDate)}</Row>
          <Row label={t('company.address')}>{text(company.address)}</Row>
          <Row label={t('company.website')}>
            {company.website ? <span dir="ltr">{company.website}</span> : empty}
          </Row>
          <Row label={t('company.contactName')}>{text(company.contactName)}</Row>
          <Row label={t('company.contactRole')}>{text(company.contactRole)}</Row>
          <Row label={t('company.prospectus')}>
            {company.offeredByProspectus === null
              ? empty
              : t(company.offeredByProspectus ? 'summary.yes' : 'summary.no')}
          </Row>
        </dl>
      </section>
      <section>
        {heading('venture')}
        <dl>
          <Row label={t('venture.category')}>{categoryName(venture.category)}</Row>
          <Row label={t('venture.subcategory')}>{categoryName(venture.subcategory)}</Row>
          <Row label={t('venture.stage')}>
            {venture.stage ? t(`venture.stages.${venture.stage}`) : empty}
          </Row>
          <Row label={t('venture.raisingType')}>
            {venture.raisingType ? t(`venture.raisingTypes.${venture.raisingType}`) : empty}
          </Row>
          <Row label={t('venture.minimumAmount')}>{money(venture.minimumAmount)}</Row>
          <Row label={t('venture.maximumAmount')}>{money(venture.maximumAmount)}</Row>
          {venture.raisingType === 'bonds' ? (
            <>
              <Row label={t('venture.loanPeriodMonths')}>
                {venture.loanPeriodMonths === null
                  ? empty
                  : t('summary.months', { count: venture.loanPeriodMonths })}
              </Row>
              <Row label={t('venture.annualInterestPercent')}>
                {venture.annualInterestPercent === null
                  ? empty
                  : t('summary.percent', { value: venture.annualInterestPercent })}
              </Row>
            </>
          ) : (
            <Row label={t('venture.pricePerShare')}>{money(venture.pricePerShare)}</Row>
          )}
          <Row label={t('venture.companyValueBeforeRaising')}>
            {money(venture.companyValueBeforeRaising)}
          </Row>
          <Row label={t('venture.useOfFunds')}>{text(venture.useOfFunds)}</Row>
          <Row label={t('team.legend')}>
            {venture.team.length === 0 ? (
              t('summary.noTeam')
            ) : (
              <ul>
                {venture.team.map((member, index) => (
                  <li key={index}>
                    <bdi>
                      {t('summary.teamMember', {
                        name: member.name ?? '',
                        role: member.role ?? '',
                      })}
                    </bdi>
                  </li>
                ))}
              </ul>
            )}
          </Row>
          <Row label={t('venture.descriptionHe')}>
            {venture.descriptionHe ? <span lang="he">{venture.descriptionHe}</span> : empty}
          </Row>
          <Row label={t('venture.descriptionEn')}>
            {venture.descriptionEn ? (
              <span lang="en" dir="ltr">
                {venture.descriptionEn}
              </span>
            ) : (
              empty
            )}
          </Row>
        </dl>
      </section>
      <section>
        {heading('files')}
        <dl>
          {requiredInquiryFileKinds.map((kind) => {
            const file = view.files.find((each) => each.kind === kind)
            return (
              <Row key={kind} label={t(`files.kinds.${kind}`)}>
                {file ? (
                  <a href={file.url} target="_blank" rel="noopener">
                    <bdi>{file.name}</bdi>
                  </a>
                ) : (
                  empty
                )}
              </Row>
            )
          })}
        </dl>
      </section>
    </div>
  )
}
