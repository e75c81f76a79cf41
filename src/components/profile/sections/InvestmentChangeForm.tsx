'use client'

import { apiErrorOf } from '@/client/call-route'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { updateInvestment, type InvestmentRow } from '@/client/investments/invest-api'
import { parseAmountText } from '@/domain/investments/invest-choice'
import type { PaymentMethod } from '@/domain/investments/investment-status'

/**
 * A pending investment changed while the raise is open: a new amount, the other payment method,
 * or cancelled. The server decides whether it still may be (and answers in the page's language).
 */
export function InvestmentChangeForm({
  row,
  onDone,
  onClose,
}: {
  row: InvestmentRow
  onDone: () => void
  onClose: () => void
}) {
  const t = useTranslations('Invest.mine')
  const tValidation = useTranslations('Validation')
  const locale = useLocale()
  const id = useId()
  const [amount, setAmount] = useState(String(row.amount / 100))
  const [method, setMethod] = useState<PaymentMethod | ''>('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ field: 'amount' | null; message: string } | null>(null)

  async function send(change: { amount?: string; method?: PaymentMethod; cancel?: true }) {
    setBusy(true)
    setError(null)
    try {
      await updateInvestment({ investment: row.id, ...change }, locale)
      onDone()
    } catch (failure) {
      const apiError = apiErrorOf(failure)
      const amountError = apiError.fields?.amount?.message
      setError({
        field: amountError ? 'amount' : null,
        message: amountError ?? (apiError.message || t('changeFailed')),
      })
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const minor = parseAmountText(amount)
    if (minor === null || minor === 0) {
      setError({ field: 'amount', message: tValidation('amountInvalid') })
      return
    }
    void send({
      ...(minor !== row.amount ? { amount: amount.trim() } : {}),
      ...(method ? { method } : {}),
    })
  }

  return (
    <form
      className="profile-form investment-change"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="investment-change"
    >
      <h3 id={`${id}-title`}>{t('changeTitle', { number: row.number })}</h3>
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('newAmount', { currency: row.currency })}</label>
        <input
          id={`${id}-amount`}
          dir="ltr"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error?.field === 'amount' ? 'true' : 'false'}
          aria-describedby={error?.field === 'amount' ? `${id}-error` : undefined}
        />
        {error?.field === 'amount' && (
          <p id={`${id}-error`} className="field__error">
            {error.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-method`}>{t('newMethod')}</label>
        <select
          id={`${id}-method`}
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod | '')}
        >
          <option value="">{t('keepMethod')}</option>
          <option value="bank_transfer">{t('methods.bank_transfer')}</option>
          <option value="card">{t('methods.card')}</option>
        </select>
      </div>
      {error && error.field === null && (
        <p className="alert alert--error" role="alert">
          {error.message}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('saveChange')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('cancelConfirm', { number: row.number })))
              void send({ cancel: true })
          }}
        >
          {t('cancelInvestment')}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </form>
  )
}
