import { Gutter } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'
import type { DocumentViewServerProps } from 'payload'
import type { CSSProperties } from 'react'

import { routeHref } from '@/contracts/route-contract'
import {
  securitiesRegisterCsvRoute,
  securitiesRegisterXlsxRoute,
  staffAllotmentLetterRoute,
} from '@/contracts/settlement'
import { formatMoney, type Currency } from '@/domain/money'
import { closeColumns, settlementBuckets } from '@/domain/investments/raise/close-figures'
import { formatDate, formatDateTime } from '@/i18n/format-date'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { AppError } from '@/server/errors/app-error'
import { readProjectClose, type ProjectClose } from '@/server/investments/raise/read-project-close'

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBlockEnd: '1px solid var(--theme-elevation-150)',
  textAlign: 'start',
}
const numberCell: CSSProperties = { ...cell, textAlign: 'end', whiteSpace: 'nowrap' }

/**
 * The project's *Close* tab (administrators and compliance; the tab is not offered to editors
 * and this view refuses them too): the raise's terms and totals, its investments counted per
 * settlement state and payment method, and once the raise succeeded the securities register's
 * downloads and each approved investment with its allotment letter. Drawn on the server; the
 * downloads are plain links to the staff routes, which check the role again and audit.
 */
export async function ProjectCloseView({ initPageResult, doc }: DocumentViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n?.language
  const locale = isLocale(language) ? language : defaultLocale
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'ProjectClose' })
  const tStatus = createTranslator({ locale, messages, namespace: 'ProjectStatusAdmin' })
  let close: ProjectClose
  try {
    close = await readProjectClose(req.payload, {
      projectId: Number(doc?.id),
      req,
      locale,
    })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return (
      <Gutter>
        <p role="alert" data-testid="project-close-refused">
          {error.code === 'FORBIDDEN' || error.code === 'UNAUTHENTICATED'
            ? t('forbidden')
            : messages.ApiErrors[error.code as keyof typeof messages.ApiErrors]}
        </p>
      </Gutter>
    )
  }
  const { project, raise, figures, register } = close
  const currency = project.currency as Currency
  const money = (minor: number) => <bdi>{formatMoney({ minor, currency }, locale)}</bdi>
  const when = (iso: string | null) =>
    iso ? <bdi dir="ltr">{formatDateTime(iso, locale)}</bdi> : t('notYet')
  const download = (extension: 'csv' | 'xlsx', full = false) =>
    routeHref(extension === 'csv' ? securitiesRegisterCsvRoute : securitiesRegisterXlsxRoute, {
      params: { id: project.id },
      query: { locale, identity: full ? 'full' : undefined },
    })
  const status = project.status as keyof typeof messages.ProjectStatusAdmin.statuses

  const terms: [string, React.ReactNode][] = [
    [t('status'), tStatus(`statuses.${status}`)],
    [t('raisingType'), t(`raisingTypes.${project.raisingType}`)],
    [t('minimum'), money(project.minimumRaise)],
    [t('maximum'), money(project.maximumRaise)],
    [t('raised'), money(raise.raisedMinor)],
    [t('investors'), raise.investorCount],
    [t('minimumReachedAt'), when(raise.minimumReachedAt)],
    [t('closedAt'), when(raise.closedAt)],
  ]

  return (
    <Gutter>
      <div data-testid="project-close" style={{ paddingBlock: 24, maxInlineSize: 1100 }}>
        <h2 style={{ marginBlockEnd: 16 }}>{t('title')}</h2>
        <dl
          data-testid="project-close-terms"
          style={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: '6px 24px',
            marginBlockEnd: 24,
          }}
        >
          {terms.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ opacity: 0.75 }}>{label}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>

        <h3 id="close-figures-heading">{t('figuresHeading')}</h3>
        <div style={{ overflowX: 'auto' }}>
          <table
            data-testid="close-figures"
            aria-labelledby="close-figures-heading"
            style={{ borderCollapse: 'collapse', minInlineSize: '100%', marginBlock: 8 }}
          >
            <thead>
              <tr>
                <th scope="col" rowSpan={2} style={cell}>
                  {t('bucket')}
                </th>
                {closeColumns.map((column) => (
                  <th key={column} scope="colgroup" colSpan={2} style={numberCell}>
                    {t(`methods.${column}`)}
                  </th>
                ))}
              </tr>
              <tr>
                {closeColumns.map((column) => [
                  <th key={`${column}-count`} scope="col" style={numberCell}>
                    {t('count')}
                  </th>,
                  <th key={`${column}-amount`} scope="col" style={numberCell}>
                    {t('amount')}
                  </th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {settlementBuckets.map((bucket) => (
                <tr key={bucket} data-bucket={bucket}>
                  <th scope="row" style={cell}>
                    {t(`buckets.${bucket}`)}
                  </th>
                  {closeColumns.map((column) => [
                    <td
                      key={`${column}-count`}
                      data-column={column}
                      data-figure="count"
                      style={numberCell}
                    >
                      {figures[bucket][column].count}
                    </td>,
                    <td
                      key={`${column}-amount`}
                      data-column={column}
                      data-figure="amount"
                      style={numberCell}
                    >
                      {money(figures[bucket][column].amountMinor)}
                    </td>,
                  ])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p style={{ opacity: 0.75, fontSize: 13 }}>{t('bucketNote')}</p>

        <h3 style={{ marginBlockStart: 32 }}>{t('register.heading')}</h3>
        {!close.registerOpen ? (
          <p data-testid="register-not-open">{t('register.notOpen')}</p>
        ) : (
          <div data-testid="securities-register">
            <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
              <a
                className="btn btn--style-primary btn--size-medium"
                href={download('csv')}
                download
              >
                {t('register.downloadCsv')}
              </a>
              <a
                className="btn btn--style-secondary btn--size-medium"
                href={download('xlsx')}
                download
              >
                {t('register.downloadXlsx')}
              </a>
            </p>
            <p>
              {t('register.fullNumbers')}{' '}
              <a href={download('csv', true)}>{t('register.fullCsv')}</a> ·{' '}
              <a href={download('xlsx', true)}>{t('register.fullXlsx')}</a>
            </p>
            <p style={{ opacity: 0.75, fontSize: 13 }}>{t('register.auditNote')}</p>
            {register.length === 0 ? (
              <p>{t('register.none')}</p>
            ) : (
              <div style={{ overflowX: 'auto' }}>
                <table
                  data-testid="register-rows"
                  style={{ borderCollapse: 'collapse', minInlineSize: '100%', marginBlock: 8 }}
                >
                  <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlock: 4 }}>
                    {t('register.caption')}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" style={numberCell}>
                        {t('register.columns.investmentNumber')}
                      </th>
                      <th scope="col" style={cell}>
                        {t('register.columns.investorName')}
                      </th>
                      <th scope="col" style={cell}>
                        {t('register.columns.identityNumber')}
                      </th>
                      <th scope="col" style={numberCell}>
                        {t('register.columns.units')}
                      </th>
                      <th scope="col" style={numberCell}>
                        {t('register.columns.amount')}
                      </th>
                      <th scope="col" style={cell}>
                        {t('register.columns.approvedOn')}
                      </th>
                      <th scope="col" style={cell}>
                        {t('register.letter')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {register.map((row) => (
                      <tr key={row.investmentId} data-testid="register-row">
                        <td style={numberCell}>
                          <bdi dir="ltr">{row.investmentNumber}</bdi>
                        </td>
                        <td style={cell}>{row.investorName}</td>
                        <td style={cell}>
                          <bdi dir="ltr">{row.identity?.number ?? ''}</bdi>
                        </td>
                        <td style={numberCell}>{row.units}</td>
                        <td style={numberCell}>{money(row.amountMinor)}</td>
                        <td style={cell}>
                          {row.approvedOn ? (
                            <bdi dir="ltr">{formatDate(`${row.approvedOn}T12:00:00Z`, locale)}</bdi>
                          ) : null}
                        </td>
                        <td style={cell}>
                          <a
                            href={routeHref(staffAllotmentLetterRoute, {
                              params: { id: row.investmentId },
                            })}
                            target="_blank"
                            rel="noopener"
                            aria-label={t('register.letterOf', { number: row.investmentNumber })}
                          >
                            {t('register.letter')}
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </div>
    </Gutter>
  )
}
