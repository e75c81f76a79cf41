'use client'

import { apiErrorOf } from '@/client/call-route'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import { myInvoices, type InvoiceRow } from '@/client/investments/invest-api'
import { formatMoney } from '@/domain/money'
import { formatDate } from '@/i18n/format-date'
import type { Locale } from '@/i18n/locales'

/** The investor's payment requests ('invoices' in the spec), each with its PDF. */
export function InvoicesSection() {
  const t = useTranslations('Invest.invoices')
  const locale = useLocale() as Locale
  const [invoices, setInvoices] = useState<InvoiceRow[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  const [loads, setLoads] = useState(0)
  const load = useCallback(() => {
    setFailed(null)
    setLoads((count) => count + 1)
  }, [])
  useEffect(() => {
    let live = true
    myInvoices().then(
      (answer) => live && setInvoices(answer.invoices),
      (error: unknown) => live && setFailed(apiErrorOf(error).message || t('loadFailed')),
    )
    return () => {
      live = false
    }
  }, [loads, t])

  if (failed)
    return (
      <div className="alert alert--error" role="alert">
        <p>{failed}</p>
        <button type="button" className="button button--secondary" onClick={load}>
          {t('retry')}
        </button>
      </div>
    )
  if (!invoices) return <p aria-busy="true">{t('loading')}</p>
  if (invoices.length === 0) return <p>{t('none')}</p>
  return (
    <div className="table-scroll" data-testid="my-invoices">
      <table className="data-table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('number')}</th>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('amount')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('document')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid="my-invoice-row">
              <td>
                <bdi dir="ltr">{invoice.number}</bdi>
              </td>
              <td>
                <bdi dir="ltr">{formatDate(invoice.createdAt, locale)}</bdi>
              </td>
              <td>
                <bdi dir="ltr">
                  {formatMoney({ minor: invoice.amount, currency: invoice.currency }, locale)}
                </bdi>
              </td>
              <td>
                {t.has(`statuses.${invoice.status}` as never)
                  ? t(`statuses.${invoice.status}` as never)
                  : invoice.status}
              </td>
              <td>
                <a href={invoice.pdfUrl} target="_blank" rel="noopener">
                  {t('pdf', { number: invoice.number })}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
