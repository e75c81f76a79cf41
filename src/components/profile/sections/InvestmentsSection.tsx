'use client'

import { apiErrorOf } from '@/client/call-route'
import { investmentPageSizes } from '@/contracts/investments'
import { routeHref } from '@/contracts/route-contract'
import { ownAllotmentLetterRoute } from '@/contracts/settlement'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useState } from 'react'

import {
  myInvestments,
  updateInvestment,
  type InvestmentRow,
  type InvestmentsPage,
} from '@/client/investments/invest-api'
import { Link } from '@/components/navigation/Link'
import { investmentRowNote } from '@/domain/investments/investment-row-note'
import { investmentStatuses } from '@/domain/investments/investment-status'
import { formatMoney } from '@/domain/money'
import { formatDate } from '@/i18n/format-date'
import type { Locale } from '@/i18n/locales'

import { InvestmentChangeForm } from './InvestmentChangeForm'
import './profile-sections.css'

const knownStatuses: readonly string[] = investmentStatuses

/**
 * A status and what it means in plain words (spec 3, status tooltips): the meaning is shown under
 * the label, not only on hover, and is the label's description for assistive technology; `title`
 * adds the usual pointer tooltip.
 */
function StatusWithTip({ id, label, tip }: { id: string; label: string; tip: string }) {
  return (
    <>
      <span className="status-tip" title={tip} aria-describedby={id}>
        {label}
      </span>
      <span id={id} className="status-tip__text">
        {tip}
      </span>
    </>
  )
}

/**
 * Spec 3, my investments: number, campaign, date, status (with its meaning, and where the
 * payment stands when there is more to say, with the link to confirm a charge the bank holds),
 * amount, shares or units, verification and the raise's progress, newest first, a page at a time;
 * the last 12 and 6 months' totals beside it. A pending investment may still be changed or
 * cancelled.
 */
export function InvestmentsSection() {
  const t = useTranslations('Invest.mine')
  const locale = useLocale() as Locale
  const id = useId()
  const [limit, setLimit] = useState<number>(10)
  const [page, setPage] = useState(1)
  const [data, setData] = useState<InvestmentsPage | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [changing, setChanging] = useState<number | null>(null)
  const [cancelling, setCancelling] = useState<number | null>(null)
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null)

  const [loads, setLoads] = useState(0)
  const load = useCallback(() => {
    setFailed(null)
    setLoads((count) => count + 1)
  }, [])
  useEffect(() => {
    let live = true
    myInvestments(page, limit).then(
      (answer) => live && setData(answer),
      (error: unknown) => live && setFailed(apiErrorOf(error).message || t('loadFailed')),
    )
    return () => {
      live = false
    }
  }, [page, limit, loads, t])

  const ils = (minor: number) => formatMoney({ minor, currency: 'ILS' }, locale)
  const money = (row: InvestmentRow) =>
    formatMoney({ minor: row.amount, currency: row.currency }, locale)

  /** A paid pledge cancelled: the server owes the money back and confirms it by e-mail. */
  async function cancelPaid(row: InvestmentRow) {
    const paid = formatMoney({ minor: row.amount + (row.fee ?? 0), currency: row.currency }, locale)
    if (!window.confirm(t('cancelPaidConfirm', { number: row.number, paid }))) return
    setCancelling(row.id)
    setNotice(null)
    try {
      await updateInvestment({ investment: row.id, cancel: true }, locale)
      setNotice({ error: false, text: t('cancelled', { number: row.number }) })
      load()
    } catch (failure) {
      setNotice({ error: true, text: apiErrorOf(failure).message || t('changeFailed') })
    } finally {
      setCancelling(null)
    }
  }

  if (failed)
    return (
      <div className="alert alert--error" role="alert">
        <p>{failed}</p>
        <button type="button" className="button button--secondary" onClick={load}>
          {t('retry')}
        </button>
      </div>
    )
  if (!data) return <p aria-busy="true">{t('loading')}</p>

  return (
    <div className="my-investments" data-testid="my-investments">
      {notice && (
        <p
          className={notice.error ? 'alert alert--error' : 'alert alert--success'}
          role={notice.error ? 'alert' : 'status'}
          data-testid="my-investments-notice"
        >
          {notice.text}
        </p>
      )}
      <dl className="my-investments__totals" data-testid="my-investments-totals">
        <div>
          <dt>{t('last12Months')}</dt>
          <dd>
            <bdi dir="ltr">{ils(data.totals.last12MonthsMinor)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('last6Months')}</dt>
          <dd>
            <bdi dir="ltr">{ils(data.totals.last6MonthsMinor)}</bdi>
          </dd>
        </div>
      </dl>
      {data.investments.length === 0 ? (
        <p>
          {t('none')} <Link href="/invest">{t('findProject')}</Link>
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.number')}</th>
                <th scope="col">{t('columns.campaign')}</th>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.amount')}</th>
                <th scope="col">{t('columns.units')}</th>
                <th scope="col">{t('columns.verification')}</th>
                <th scope="col">{t('columns.progress')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.investments.map((row) => {
                const status = knownStatuses.includes(row.status) ? row.status : 'pending'
                const note = investmentRowNote(row)
                return (
                  <tr key={row.id} data-testid="my-investment-row" data-status={row.status}>
                    <td>
                      <bdi dir="ltr">{row.number}</bdi>
                    </td>
                    <td>
                      {row.project ? (
                        <Link href={`/investment_opportunities/${row.project.alias}`}>
                          {row.project.name}
                        </Link>
                      ) : null}
                    </td>
                    <td>
                      <bdi dir="ltr">{formatDate(row.createdAt, locale)}</bdi>
                    </td>
                    <td>
                      <StatusWithTip
                        id={`${id}-status-${row.id}`}
                        label={t(`status.${status}` as never)}
                        tip={t(`statusTip.${status}` as never)}
                      />
                      {note ? (
                        <span
                          className="status-tip__payment"
                          data-testid="my-investment-payment"
                          data-payment-state={note.paymentState}
                        >
                          <StatusWithTip
                            id={`${id}-payment-${row.id}`}
                            label={t(`payment.${note.paymentState}`)}
                            tip={t(`paymentTip.${note.paymentState}`)}
                          />
                          {note.confirmPath ? (
                            <Link href={note.confirmPath} className="status-tip__action">
                              {t('confirmPayment', { number: row.number })}
                            </Link>
                          ) : null}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <bdi dir="ltr" data-testid="my-investment-amount">
                        {money(row)}
                      </bdi>
                    </td>
                    <td>
                      {t(row.project?.raisingType === 'bonds' ? 'unitsBonds' : 'unitsStock', {
                        count: row.units,
                      })}
                    </td>
                    <td>{row.verified ? t('verified') : t('unverified')}</td>
                    <td>
                      <progress
                        max={100}
                        value={Math.min(100, row.progressPercent)}
                        aria-label={t('progressLabel', { percent: row.progressPercent })}
                      />{' '}
                      <bdi dir="ltr">{row.progressPercent}%</bdi>
                    </td>
                    <td>
                      {row.status === 'pending' && (
                        <button
                          type="button"
                          className="link-button"
                          aria-expanded={changing === row.id}
                          onClick={() => setChanging(changing === row.id ? null : row.id)}
                        >
                          {t('change', { number: row.number })}
                        </button>
                      )}
                      {row.status !== 'pending' && row.cancellable && (
                        <button
                          type="button"
                          className="link-button"
                          disabled={cancelling === row.id}
                          onClick={() => void cancelPaid(row)}
                        >
                          {t('cancelPaid', { number: row.number })}
                        </button>
                      )}
                      {row.status === 'approved' && (
                        // A plain link: the PDF is drawn by the server, owner-only.
                        <a
                          href={routeHref(ownAllotmentLetterRoute, { params: { id: row.id } })}
                          target="_blank"
                          rel="noopener"
                          aria-label={t('allotmentLetter', { number: row.number })}
                          data-testid="allotment-letter-link"
                        >
                          {t('allotmentLetterShort')}
                        </a>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {changing !== null && (
        <InvestmentChangeForm
          row={data.investments.find((row) => row.id === changing)!}
          onDone={() => {
            setChanging(null)
            load()
          }}
          onClose={() => setChanging(null)}
        />
      )}
      <div className="my-investments__pages">
        <label htmlFor={`${id}-size`}>{t('rowsPerPage')}</label>
        <select
          id={`${id}-size`}
          value={limit}
          onChange={(event) => {
            setLimit(Number(event.target.value))
            setPage(1)
          }}
        >
          {investmentPageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        {data.totalPages > 1 && (
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('previous')}
            </button>
            <span>{t('pageOf', { page: data.page, total: data.totalPages })}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('next')}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
