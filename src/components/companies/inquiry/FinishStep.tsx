'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { apiErrorOf } from '@/client/call-route'
import { submitInquiry } from '@/client/companies/inquiry-api'
import { FieldErrorText } from '@/components/forms/FieldErrorText'
import { FormFailure } from '@/components/forms/FormFailure'
import { answerSteps, type AnswerStep } from '@/domain/companies/inquiry-steps'
import type { InquiryCategory, InquiryView } from '@/domain/companies/inquiry-view'

import { InquirySummary } from './InquirySummary'

type Props = {
  view: InquiryView
  categories: InquiryCategory[]
  onEdit: (step: AnswerStep) => void
  onSubmitted: (view: InquiryView) => void
  onBack: () => void
}

/**
 * Step 4, finish: the whole inquiry to check (each part links back to its step), the declaration
 * that it is true (required), and the submission. A refusal keeps the tick and says what to fix.
 */
export function FinishStep({ view, categories, onEdit, onSubmitted, onBack }: Props) {
  const t = useTranslations('CompanyInquiry')
  const locale = useLocale()
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  const [declared, setDeclared] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const [missing, setMissing] = useState<AnswerStep[]>([])
  const [busy, setBusy] = useState(false)

  async function submit() {
    setFailure(null)
    setMissing([])
    if (!declared) {
      setError('mustConfirm')
      box.current?.focus()
      return
    }
    setBusy(true)
    try {
      onSubmitted(await submitInquiry(locale))
    } catch (caught) {
      const apiError = apiErrorOf(caught)
      const fieldError = apiError.fields?.declaration?.key
      if (fieldError) setError(fieldError)
      else setFailure(apiError)
      setMissing(answerSteps.filter((step) => apiError.missing?.includes(step)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      className="inquiry-finish"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      data-testid="inquiry-finish"
    >
      <p>{t('finish.intro')}</p>
      <InquirySummary view={view} categories={categories} onEdit={onEdit} />
      <fieldset className="invest-confirmations">
        <legend>{t('finish.declarationLegend')}</legend>
        <div className="field field--checkbox">
          <input
            ref={box}
            id={id}
            type="checkbox"
            checked={declared}
            required
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setDeclared(event.target.checked)
              setError(null)
            }}
            data-testid="inquiry-declaration"
          />
          <label htmlFor={id}>{t('finish.declaration')}</label>
          <FieldErrorText id={`${id}-error`} messageKey={error ?? undefined} />
        </div>
      </fieldset>
      <FormFailure failure={failure} lead={t('finish.failed')} />
      {missing.length > 0 && (
        <div className="alert alert--error" data-testid="inquiry-missing-steps">
          <p>{t('finish.incomplete')}</p>
          <ul>
            {missing.map((step) => (
              <li key={step}>
                <button type="button" className="link-button" onClick={() => onEdit(step)}>
                  {t(`steps.${step}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="invest__nav">
        <button
          type="button"
          className="button button--secondary"
          onClick={onBack}
          disabled={busy}
          data-testid="inquiry-back"
        >
          {t('nav.back')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          data-testid="inquiry-submit"
        >
          {busy ? t('finish.submitting') : t('finish.submit')}
        </button>
      </div>
    </form>
  )
}
