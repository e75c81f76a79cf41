'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'

import type { InvestChoice, InvestOffer, InvestQuote } from '@/domain/investments/invest-choice'
import { formatMoney, type Currency } from '@/domain/money'
import { localeSettings, type Locale } from '@/i18n/locales'

type Props = {
  offer: InvestOffer
  currency: Currency
  raisingType: 'stock' | 'bonds'
  choice: InvestChoice
  quote: InvestQuote
  onChange: (choice: InvestChoice) => void
  /** Shown once the investor tried to go on (or the server refused the amount). */
  showProblem: boolean
  /** The server's message for the amount, already translated. */
  serverError?: string | null
}

/**
 * Spec 2 and 5: a free amount (at least the minimum) or a share package; the whole shares or bond
 * units it buys and the card's clearing fee follow the amount as it changes.
 */
export function AmountChooser({
  offer,
  currency,
  raisingType,
  choice,
  quote,
  onChange,
  showProblem,
  serverError,
}: Props) {
  const t = useTranslations('Invest.amount')
  const tValidation = useTranslations('Validation')
  const locale = useLocale() as Locale
  const id = useId()
  const money = (minor: number) => formatMoney({ minor, currency }, locale)
  const packages = offer.sharePackages
  const problem =
    serverError ?? (showProblem && !quote.ok ? tValidation(quote.problem as never) : null)
  const lastAmount = choice.kind === 'amount' ? choice.amount : ''

  return (
    <fieldset className="invest-amount" data-testid="invest-amount">
      <legend>{t('legend')}</legend>
      {packages.length > 0 && (
        <div className="invest-amount__kinds" role="radiogroup" aria-label={t('kind')}>
          <label className="invest-choice">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={choice.kind === 'amount'}
              onChange={() => onChange({ kind: 'amount', amount: lastAmount })}
            />
            {t('free')}
          </label>
          {packages.map((each) => (
            <label key={each.id} className="invest-choice" data-testid="share-package">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={choice.kind === 'package' && choice.packageId === each.id}
                onChange={() => onChange({ kind: 'package', packageId: each.id })}
              />
              {t.rich('packageOption', {
                amount: money(each.amountMinor),
                price: money(each.unitPriceMinor),
                b: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
              })}
            </label>
          ))}
        </div>
      )}
      {choice.kind === 'amount' && (
        <div className="field invest-amount__field">
          <label htmlFor={`${id}-amount`}>{t('amountLabel', { currency })}</label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={choice.amount}
            onChange={(event) => onChange({ kind: 'amount', amount: event.target.value })}
            aria-invalid={problem ? 'true' : 'false'}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            data-testid="invest-amount-input"
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('minimum', { minimum: money(offer.minimumMinor) })}
          </p>
        </div>
      )}
      {problem && (
        <p
          id={`${id}-error`}
          className="field__error"
          role="alert"
          data-testid="invest-amount-error"
        >
          {problem}
        </p>
      )}
      <dl className="invest-quote" aria-live="polite" data-testid="invest-quote">
        <div>
          <dt>{t('invested')}</dt>
          <dd>
            <bdi dir="ltr" data-testid="invest-quote-amount">
              {quote.ok ? money(quote.amountMinor) : '—'}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{raisingType === 'bonds' ? t('unitsBonds') : t('unitsStock')}</dt>
          <dd>
            <bdi dir="ltr" data-testid="invest-quote-units">
              {quote.ok
                ? new Intl.NumberFormat(localeSettings[locale].intlLocale).format(quote.units)
                : '—'}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t('unitPrice')}</dt>
          <dd>
            <bdi>{money(quote.ok ? quote.unitPriceMinor : offer.unitPriceMinor)}</bdi>
          </dd>
        </div>
        {offer.cardFeeBasisPoints > 0 && (
          <div>
            <dt>{t('cardFee')}</dt>
            <dd>
              <bdi dir="ltr" data-testid="invest-quote-fee">
                {quote.ok ? money(quote.cardFeeMinor) : '—'}
              </bdi>{' '}
              <span className="field__hint">{t('bankNoFee')}</span>
            </dd>
          </div>
        )}
      </dl>
    </fieldset>
  )
}
