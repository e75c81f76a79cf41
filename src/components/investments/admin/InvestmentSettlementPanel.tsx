'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { isAwaitingTransfer } from '@/domain/investments/statement-matching'
import { currencies, formatMoney, isMinorUnits, type Currency } from '@/domain/money'

import { RefundRecordForm, TransferReceiptForm } from './SettlementForms'
import { useTransfersTranslator } from './use-admin-translator'

/**
 * On a bank-transfer investment's edit view (sidebar; only administrators and compliance read
 * investments): mark its transfer received, or record the refund sent back, through the same staff
 * routes as the project's *Transfers* tab.
 */
export function InvestmentSettlementPanel() {
  const { locale, t } = useTransfersTranslator()
  const { id } = useDocumentInfo()
  const values = useFormFields(([fields]) => ({
    method: fields.method?.value,
    status: fields.status?.value,
    paymentState: fields.paymentState?.value,
    amount: fields.amount?.value,
    currency: fields.currency?.value,
    reference: fields.reference?.value,
  }))
  if (!id || values.method !== 'bank_transfer' || !isMinorUnits(values.amount)) return null
  const investmentId = Number(id)
  const amount = values.amount
  const currency: Currency = currencies.includes(values.currency as Currency)
    ? (values.currency as Currency)
    : 'ILS'
  // The edit view's fields are loaded once: load it again to show what was recorded.
  const reload = () => window.location.reload()
  const awaiting = isAwaitingTransfer({
    status: values.status as never,
    paymentState: values.paymentState as never,
  })
  return (
    <div data-testid="investment-settlement" style={{ marginBlockEnd: 24 }}>
      <h3 style={{ marginBlockEnd: 8 }}>{t('panelTitle')}</h3>
      {awaiting || values.paymentState === 'refund_due' ? (
        <>
          <p>
            {t('panelExpected', {
              amount: formatMoney({ minor: amount, currency }, locale),
              reference: String(values.reference ?? ''),
            })}
          </p>
          {awaiting ? (
            <TransferReceiptForm investmentId={investmentId} amount={amount} onDone={reload} />
          ) : (
            <RefundRecordForm investmentId={investmentId} amount={amount} onDone={reload} />
          )}
        </>
      ) : (
        <p style={{ opacity: 0.7 }}>{t('panelNothing')}</p>
      )}
    </div>
  )
}
