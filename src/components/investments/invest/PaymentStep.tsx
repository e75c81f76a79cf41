'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { PaymentMethod } from '@/domain/investments/investment-status'
import { formatMoney, type Currency } from '@/domain/money'
import type { Locale } from '@/i18n/locales'

type Props = {
  currency: Currency
  amountMinor: number
  cardFeeMinor: number
  /** No card when the provider is not configured; test payments are marked as such. */
  cards: { offered: boolean; testCard: string | null }
  method: PaymentMethod | null
  onMethod: (method: PaymentMethod) => void
  error: string | null
}

/**
 * Step 3, payment method: a bank transfer (no fee) or a card (its clearing fee, charged only once
 * the raise reaches its minimum; entered on the card provider's page; Diners not accepted), when
 * the card provider is configured. Test payments (the provider's test mode, the local stand-in of
 * `npm run dev`) say so, with the test card to use.
 */
export function PaymentStep({
  currency,
  amountMinor,
  cardFeeMinor,
  cards,
  method,
  onMethod,
  error,
}: Props) {
  const t = useTranslations('Invest.payment')
  const locale = useLocale() as Locale
  const money = (minor: number) => formatMoney({ minor, currency }, locale)
  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>
  const total = amountMinor + (method === 'card' ? cardFeeMinor : 0)
  return (
    <>
      <fieldset
        className="invest-methods"
        aria-describedby={error ? 'invest-method-error' : undefined}
        data-testid="invest-methods"
      >
        <legend>{t('legend')}</legend>
        <label className="invest-method">
          <input
            type="radio"
            name="method"
            value="bank_transfer"
            checked={method === 'bank_transfer'}
            onChange={() => onMethod('bank_transfer')}
            data-testid="invest-method-bank"
          />
          <span>
            <strong>{t('bank')}</strong>
            <span className="field__hint">{t('bankNote')}</span>
          </span>
        </label>
        {cards.offered && (
          <label className="invest-method">
            <input
              type="radio"
              name="method"
              value="card"
              checked={method === 'card'}
              onChange={() => onMethod('card')}
              data-testid="invest-method-card"
            />
            <span>
              <strong>{t('card')}</strong>
              <span className="field__hint">
                {t.rich('cardNote', { fee: money(cardFeeMinor), b: ltr })}
              </span>
              {cards.testCard && (
                <span
                  className="field__hint invest-test-payments"
                  data-testid="invest-test-payments"
                >
                  {t.rich('testPayments', { b: ltr, card: cards.testCard })}
                </span>
              )}
            </span>
          </label>
        )}
        {error && (
          <p id="invest-method-error" className="field__error">
            {error}
          </p>
        )}
      </fieldset>
      {cards.offered && (
        <p className="alert" data-testid="invest-diners">
          {t('diners')}
        </p>
      )}
      <p className="invest-total" data-testid="invest-total">
        {t.rich('total', { total: money(total), b: ltr })}
      </p>
    </>
  )
}
