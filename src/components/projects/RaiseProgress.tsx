import { useTranslations } from 'next-intl'

import type { Currency } from '@/domain/money'
import { raiseProgress } from '@/domain/projects/catalogue-rules'
import type { Locale } from '@/i18n/locales'

import { Money, moneyText } from './Money'

type Props = {
  raisedMinor: number
  minimumMinor: number
  maximumMinor: number
  currency: Currency
  locale: Locale
}

/**
 * Raised so far against the minimum and maximum. The bar is filled to the share of the maximum
 * (the full bar) and marked at the minimum target; the percentage written above it is of the
 * minimum target, which the legend's mark beside "Minimum target" ties to the bar's mark. The
 * same facts are text for screen readers (aria-valuetext).
 */
export function RaiseProgress({
  raisedMinor,
  minimumMinor,
  maximumMinor,
  currency,
  locale,
}: Props) {
  const t = useTranslations('Projects')
  const progress = raiseProgress(raisedMinor, minimumMinor, maximumMinor)
  const valueText = t('progressText', {
    raised: moneyText(raisedMinor, currency, locale),
    percent: progress.ofMinimum,
    minimum: moneyText(minimumMinor, currency, locale),
    maximum: moneyText(maximumMinor, currency, locale),
  })
  return (
    <div className="raise-progress" data-reached={progress.reachedMinimum}>
      <p className="raise-progress__raised">
        <strong>
          <Money minor={raisedMinor} currency={currency} locale={locale} />
        </strong>{' '}
        <span className="raise-progress__percent">
          {t('percentOfMinimum', { percent: progress.ofMinimum })}
        </span>
      </p>
      <div
        className="raise-progress__bar"
        role="progressbar"
        aria-label={t('barLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.ofMaximum}
        aria-valuetext={valueText}
      >
        <span className="raise-progress__fill" style={{ inlineSize: `${progress.ofMaximum}%` }} />
        <span
          className="raise-progress__minimum"
          style={{ insetInlineStart: `${progress.minimumMark}%` }}
          aria-hidden="true"
        />
      </div>
      <p className="raise-progress__targets">
        <span className="raise-progress__minimum-legend">
          <span className="raise-progress__legend-mark" aria-hidden="true" />
          {t('minimumTarget')} <Money minor={minimumMinor} currency={currency} locale={locale} />
        </span>
        <span>
          {t('maximumTarget')} <Money minor={maximumMinor} currency={currency} locale={locale} />
        </span>
      </p>
    </div>
  )
}
