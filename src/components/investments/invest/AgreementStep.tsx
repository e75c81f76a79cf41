'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { confirmationsAsked, type Confirmations } from '@/domain/investments/invest-steps'
import { formatMoney } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import type { InvestingReadiness } from '@/server/investments/invest/read-invest-page'

type Props = {
  /** The amount chooser, changeable here. */
  amount: ReactNode
  documents: { id: number; title: string; url: string }[]
  allowance: InvestingReadiness['allowance']
  needsRiskAcknowledgement: boolean
  confirmations: Confirmations
  onConfirm: (name: keyof Confirmations, value: boolean) => void
  /** Messages per confirmation (not yet ticked when going on, or the server's). */
  errors: Partial<Record<keyof Confirmations, string>>
}

/**
 * Step 2, investment agreement: the amount, the project's documents, what the legal limits leave
 * the investor in this offer (before they choose), and the confirmations spec 5 asks for.
 */
export function AgreementStep({
  amount,
  documents,
  allowance,
  needsRiskAcknowledgement,
  confirmations,
  onConfirm,
  errors,
}: Props) {
  const t = useTranslations('Invest.agreement')
  const locale = useLocale() as Locale
  return (
    <>
      <p className="alert" data-testid="invest-allowance" data-kind={allowance.kind}>
        {allowance.kind === 'capped'
          ? t.rich('allowanceCapped', {
              amount: formatMoney({ minor: allowance.leftMinor, currency: 'ILS' }, locale),
              b: (chunks) => (
                <bdi dir="ltr" data-testid="invest-allowance-left">
                  {chunks}
                </bdi>
              ),
            })
          : t(allowance.kind === 'unlimited' ? 'allowanceUnlimited' : 'allowanceMissing')}
      </p>
      {amount}
      <section aria-labelledby="invest-documents-title" className="invest-documents">
        <h3 id="invest-documents-title">{t('documents')}</h3>
        {documents.length === 0 ? (
          <p>{t('noDocuments')}</p>
        ) : (
          <ul>
            {documents.map((document) => (
              <li key={document.id}>
                <a
                  href={document.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('openDocument', { title: document.title })}
                >
                  {document.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="risk-warning" aria-labelledby="invest-risk-title">
        <h3 id="invest-risk-title">{t('riskTitle')}</h3>
        <p>{t('riskText')}</p>
        <a href="/policy/risks" target="_blank" rel="noopener">
          {t('riskLink')}
        </a>
      </section>
      <fieldset className="invest-confirmations" data-testid="invest-confirmations">
        <legend>{t('confirmations')}</legend>
        {confirmationsAsked(needsRiskAcknowledgement).map((name) => {
          const id = `invest-confirm-${name}`
          const error = errors[name]
          return (
            <div key={name} className="field field--checkbox">
              <input
                id={id}
                type="checkbox"
                checked={confirmations[name]}
                onChange={(event) => onConfirm(name, event.target.checked)}
                aria-invalid={error ? 'true' : 'false'}
                aria-describedby={error ? `${id}-error` : undefined}
                data-testid={id}
              />
              <label htmlFor={id}>{t(`confirm.${name}`)}</label>
              {error && (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </fieldset>
    </>
  )
}
