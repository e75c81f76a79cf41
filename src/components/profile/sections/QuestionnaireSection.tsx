'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { ApiRequestError, callRoute } from '@/client/call-route'
import { FormFailure } from '@/components/forms/FormFailure'
import { useAccountForm } from '@/components/forms/use-account-form'
import { answerQuestionnaireRoute, ownQuestionnaireRoute } from '@/contracts/profile'
import {
  suitabilityFormSchema,
  type SuitabilityAnswersInput,
} from '@/domain/suitability/answers-schema'
import type * as z from '@/domain/zod'
import { formatDate } from '@/i18n/format-date'
import type { Locale } from '@/i18n/locales'

import './profile-sections.css'
import { useOwnData } from './use-own-data'

type View = z.output<typeof ownQuestionnaireRoute.output>
type Questionnaire = NonNullable<View['questionnaire']>
type OwnResponse = NonNullable<View['response']>

/**
 * The profile's suitability questionnaire: loads the questionnaire in the page's language and the
 * investor's answers (`GET /api/catalog/questionaire/get`), asks each question as a radio group,
 * and shows the result after sending. "Not suitable" does not stop anyone investing; it is
 * explained, as each investment will then ask for an explicit risk acknowledgement.
 */
export default function QuestionnaireSection({ investorId }: { investorId: number }) {
  const t = useTranslations('Questionnaire')
  const locale = useLocale() as Locale
  const headingId = useId()
  const call = useMemo(
    () => ({ input: { user_id: String(investorId) }, locale }),
    [investorId, locale],
  )
  const { own, reload, update } = useOwnData(ownQuestionnaireRoute, call)
  const [editing, setEditing] = useState(false)
  const [justAnswered, setJustAnswered] = useState(false)

  const answered = (response: OwnResponse) => {
    update((view) => ({ ...view, response }))
    setEditing(false)
    setJustAnswered(true)
  }

  let body
  if (own.status === 'loading') body = <p aria-busy="true">{t('loading')}</p>
  else if (own.status === 'failed')
    body = (
      <div className="alert alert--error" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="link-button" onClick={() => void reload()}>
          {t('retry')}
        </button>
      </div>
    )
  else if (!own.data.questionnaire) body = <p>{t('unavailable')}</p>
  else {
    const { questionnaire, response } = own.data
    const showResult = response?.current && !editing
    body = showResult ? (
      <>
        <SuitabilityResultPanel response={response} locale={locale} focus={justAnswered} />
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          {t('answerAgain')}
        </button>
      </>
    ) : (
      <>
        {response && !response.current && (
          <p className="alert" role="status">
            {t('outdated')}
          </p>
        )}
        <QuestionnaireForm
          key={questionnaire.version}
          questionnaire={questionnaire}
          previous={response?.current ? response.answers : undefined}
          onAnswered={answered}
          onChanged={reload}
          onCancel={response?.current ? () => setEditing(false) : undefined}
        />
      </>
    )
  }

  return (
    <section
      className="profile-section questionnaire"
      aria-labelledby={headingId}
      data-testid="questionnaire-section"
    >
      <h2 id={headingId}>{t('title')}</h2>
      <p>
        {own.status === 'ready' && own.data.questionnaire?.introduction
          ? own.data.questionnaire.introduction
          : t('intro')}
      </p>
      {body}
    </section>
  )
}

function SuitabilityResultPanel({
  response,
  locale,
  focus,
}: {
  response: OwnResponse
  locale: Locale
  /** Just sent: the result replaces the form, so the reader is taken there. */
  focus: boolean
}) {
  const t = useTranslations('Questionnaire')
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focus) panel.current?.focus()
  }, [focus])
  const suitable = response.result === 'suitable'
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className={`alert ${suitable ? 'alert--success' : 'alert--warning'} questionnaire__result`}
      role="status"
      data-testid="questionnaire-result"
      data-result={response.result}
    >
      <h3>{t('resultTitle')}</h3>
      <p>{suitable ? t('suitable') : t('notSuitable')}</p>
      {!suitable && <p data-testid="questionnaire-risk-note">{t('notSuitableExplained')}</p>}
      <p className="field__hint">
        {t('answeredOn', { date: formatDate(response.answeredAt, locale) })}
      </p>
    </div>
  )
}

type FormProps = {
  questionnaire: Questionnaire
  previous: Record<string, string> | undefined
  onAnswered: (response: OwnResponse) => void
  onChanged: () => Promise<void>
  onCancel: (() => void) | undefined
}

/** One radio group a question; checked in the browser by the schema the server uses. */
function QuestionnaireForm({
  questionnaire,
  previous,
  onAnswered,
  onChanged,
  onCancel,
}: FormProps) {
  const t = useTranslations('Questionnaire')
  const tv = useTranslations('Validation')
  const locale = useLocale()
  const formId = useId()
  const [schema] = useState(() => suitabilityFormSchema(questionnaire.questions))
  const defaults: SuitabilityAnswersInput = {
    answers: { ...previous },
    version: questionnaire.version,
  }
  const { form, failure, submitWith } = useAccountForm(schema, defaults)
  const { errors, isSubmitting } = form.formState
  const total = questionnaire.questions.length

  const submit = submitWith(async (values) => {
    try {
      const outcome = await callRoute(answerQuestionnaireRoute, { input: values, locale })
      onAnswered({ ...outcome, answers: values.answers, current: true })
    } catch (error) {
      // Compliance changed the questions meanwhile: show the new ones with the server's message.
      if (error instanceof ApiRequestError && error.error.code === 'QUESTIONNAIRE_CHANGED')
        await onChanged()
      throw error
    }
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      className="questionnaire__form"
      data-testid="questionnaire-form"
    >
      <FormFailure failure={failure} lead={t('sendFailed')} />
      {questionnaire.questions.map((question, index) => {
        const error = errors.answers?.[question.id as never] as { message?: string } | undefined
        const errorId = `${formId}-${question.id}-error`
        return (
          <fieldset
            key={question.id}
            className={`questionnaire__question${error?.message ? ' questionnaire__question--invalid' : ''}`}
            data-testid="questionnaire-question"
          >
            <legend>
              <span className="questionnaire__number">
                {t('questionNumber', { number: index + 1, total })}
              </span>
              <span className="questionnaire__text">{question.text}</span>
            </legend>
            {question.answers.map((choice) => (
              <label key={choice.id} className="questionnaire__choice">
                <input
                  type="radio"
                  value={choice.id}
                  aria-describedby={error?.message ? errorId : undefined}
                  {...form.register(`answers.${question.id}`)}
                />
                <span>{choice.text}</span>
              </label>
            ))}
            {error?.message && (
              <p id={errorId} className="field__error" data-error-key={error.message}>
                {tv.has(error.message as never) ? tv(error.message as never) : error.message}
              </p>
            )}
          </fieldset>
        )
      })}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('submit')}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
