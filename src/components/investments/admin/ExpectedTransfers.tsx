'use client'

import { useRouter } from 'next/navigation'
import type { CSSProperties } from 'react'

import type { projectTransfersRoute } from '@/contracts/settlement'
import { formatMoney } from '@/domain/money'
import type * as z from '@/domain/zod'
import { formatDate } from '@/i18n/format-date'

import { CardRefundRetryButton, RefundRecordForm, TransferReceiptForm } from './SettlementForms'
import { useTransfersTranslator } from './use-admin-translator'

type ProjectTransfer = z.output<typeof projectTransfersRoute.output>['awaiting'][number]

const table: CSSProperties = { inlineSize: '100%', borderCollapse: 'collapse', marginBlockEnd: 32 }
const cell: CSSProperties = {
  textAlign: 'start',
  paddingBlock: 8,
  paddingInlineEnd: 12,
  borderBlockEnd: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
}

/**
 * The lists of a project's transfers, each row with its form; then the card refunds that failed,
 * each to send again through the provider or to refund by bank transfer.
 */
export function ExpectedTransfers(props: {
  awaiting: ProjectTransfer[]
  refundDue: ProjectTransfer[]
  cardRefundsFailed: ProjectTransfer[]
}) {
  const { t } = useTransfersTranslator()
  const router = useRouter()
  // The lists are drawn on the server: draw them again with the row recorded.
  const refresh = () => router.refresh()
  return (
    <>
      <h3 style={{ marginBlockEnd: 8 }}>{t('awaitingTitle')}</h3>
      {props.awaiting.length === 0 ? (
        <p data-testid="no-transfers-expected">{t('noneAwaiting')}</p>
      ) : (
        <Rows
          testId="transfers-expected"
          transfers={props.awaiting}
          form={(transfer) => (
            <TransferReceiptForm
              investmentId={transfer.investmentId}
              amount={transfer.amount}
              onDone={refresh}
            />
          )}
        />
      )}
      <h3 style={{ marginBlockEnd: 8 }}>{t('refundTitle')}</h3>
      {props.refundDue.length === 0 ? (
        <p>{t('noneRefund')}</p>
      ) : (
        <Rows
          testId="transfers-to-refund"
          transfers={props.refundDue}
          form={(transfer) => (
            <RefundRecordForm
              investmentId={transfer.investmentId}
              amount={transfer.amount}
              onDone={refresh}
            />
          )}
        />
      )}
      {props.cardRefundsFailed.length > 0 && (
        <>
          <h3 style={{ marginBlockEnd: 8 }}>{t('cardRefundsFailedTitle')}</h3>
          <p>{t('cardRefundsFailedHint')}</p>
          <Rows
            testId="card-refunds-failed"
            transfers={props.cardRefundsFailed}
            form={(transfer) => (
              <>
                <p style={{ marginBlock: 0 }}>
                  {t('cardRefundFailure')} <bdi dir="ltr">{transfer.refundFailure}</bdi>
                </p>
                <CardRefundRetryButton investmentId={transfer.investmentId} onDone={refresh} />
                <RefundRecordForm
                  investmentId={transfer.investmentId}
                  amount={transfer.amount}
                  onDone={refresh}
                />
              </>
            )}
          />
        </>
      )}
    </>
  )
}

function Rows(props: {
  testId: string
  transfers: ProjectTransfer[]
  form: (transfer: ProjectTransfer) => React.ReactNode
}) {
  const { locale, t } = useTransfersTranslator()
  return (
    <table style={table} data-testid={props.testId}>
      <thead>
        <tr>
          {(['investor', 'reference', 'amount', 'pledgedOn', 'status', 'actions'] as const).map(
            (key) => (
              <th key={key} scope="col" style={cell}>
                {t(key)}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {props.transfers.map((transfer) => (
          <tr key={transfer.investmentId} data-reference={transfer.reference}>
            <td style={cell}>
              <bdi>{transfer.investorName}</bdi>
            </td>
            <td style={cell} dir="ltr">
              {transfer.reference}
            </td>
            <td style={cell}>
              <bdi>
                {formatMoney({ minor: transfer.amount, currency: transfer.currency }, locale)}
              </bdi>
            </td>
            <td style={cell}>{formatDate(transfer.pledgedAt, locale)}</td>
            <td style={cell}>{t(`statuses.${transfer.status}`)}</td>
            <td style={cell}>{props.form(transfer)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
