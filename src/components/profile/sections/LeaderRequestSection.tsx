'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { callRoute } from '@/client/call-route'
import { FormFailure } from '@/components/forms/FormFailure'
import { useAccountForm } from '@/components/forms/use-account-form'
import { addLeaderRequestRoute, ownLeaderRequestsRoute } from '@/contracts/profile'
import {
  leaderRequestLimits,
  leaderRequestSchema,
  type LeaderRequestInput,
} from '@/domain/leader-requests/leader-request-schema'
import type * as z from '@/domain/zod'
import { formatDate } from '@/i18n/format-date'
import type { Locale } from '@/i18n/locales'

import './profile-sections.css'
import { useOwnData } from './use-own-data'

type OwnRequest = z.output<typeof ownLeaderRequestsRoute.output>['requests'][number]

/**
 * The profile's leader request (spec 6): the latest request's status and compliance's answer
 * (`GET /api/catalog/leader-requests`), and, when none is open, the form to send one
 * (`POST /api/catalog/add-leader-request`: a message and up to five documents). One request may be
 * open at a time; the section says so.
 */
export default function LeaderRequestSection({ investorId }: { investorId: number }) {
  const t = useTranslations('LeaderRequest')
  const locale = useLocale() as Locale
  const headingId = useId()
  const call = useMemo(() => ({ input: { user_id: String(investorId) } }), [investorId])
  const { own, reload } = useOwnData(ownLeaderRequestsRoute, call)
  const [sent, setSent] = useState(false)

  const afterSend = async () => {
    await reload()
    setSent(true)
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
  else {
    const latest = own.data.requests[0]
    body = (
      <>
        {sent && (
          <p className="alert alert--success" role="status" data-testid="leader-request-sent">
            {t('sent')}
          </p>
        )}
        {latest && <LatestRequest key={latest.id} request={latest} locale={locale} focus={sent} />}
        {own.data.canSend ? (
          <LeaderRequestForm onSent={afterSend} />
        ) : (
          <p className="field__hint" data-testid="leader-request-one-open">
            {t('oneOpen')}
          </p>
        )}
      </>
    )
  }

  return (
    <section
      className="profile-section leader-request"
      aria-labelledby={headingId}
      data-testid="leader-request-section"
    >
      <h2 id={headingId}>{t('title')}</h2>
      <p>{t('intro')}</p>
      {body}
    </section>
  )
}

function LatestRequest({
  request,
  locale,
  focus,
}: {
  request: OwnRequest
  locale: Locale
  /** Just sent: the request replaces the form, so the reader is taken there. */
  focus: boolean
}) {
  const t = useTranslations('LeaderRequest')
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focus) panel.current?.focus()
  }, [focus])
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className="leader-request__latest"
      data-testid="leader-request-latest"
      data-status={request.status}
    >
      <h3>{t('latest')}</h3>
      <p>
        <span className={`status-badge status-badge--${request.status}`}>
          {t(`status.${request.status}`)}
        </span>{' '}
        <span className="field__hint">
          {t('sentOn', { date: formatDate(request.createdAt, locale) })}
          {request.decidedAt && (
            <> · {t('decidedOn', { date: formatDate(request.decidedAt, locale) })}</>
          )}
        </span>
      </p>
      <blockquote className="leader-request__message" dir="auto">
        {request.message}
      </blockquote>
      {request.answer && (
        <>
          <h4>{t('answer')}</h4>
          <p className="leader-request__answer" dir="auto" data-testid="leader-request-answer">
            {request.answer}
          </p>
        </>
      )}
      {request.status === 'approved' && <p>{t('approvedNote')}</p>}
    </div>
  )
}

/** The message and the documents, checked in the browser by the schema the server uses. */
function LeaderRequestForm({ onSent }: { onSent: () => Promise<void> }) {
  const t = useTranslations('LeaderRequest')
  const tv = useTranslations('Validation')
  const locale = useLocale()
  const id = useId()
  const defaults: LeaderRequestInput = { message: '', files: [] }
  const { form, failure, submitWith } = useAccountForm(leaderRequestSchema, defaults)
  const { errors, isSubmitting } = form.formState
  const message = form.watch('message') ?? ''
  const files = form.watch('files') ?? []

  const submit = submitWith(async (values) => {
    await callRoute(addLeaderRequestRoute, {
      input: { message: values.message, files: values.files },
      locale,
    })
    form.reset(defaults)
    await onSent()
  })

  const translate = (key: string | undefined) =>
    key ? (tv.has(key as never) ? tv(key as never) : key) : null
  const messageError = translate(errors.message?.message)
  const fileErrors = errors.files as
    ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined
  const filesError = translate(
    fileErrors?.message ??
      Object.values(fileErrors ?? {}).find(
        (entry): entry is { message: string } =>
          typeof entry === 'object' && entry !== null && typeof entry.message === 'string',
      )?.message,
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      className="account-form leader-request__form"
      data-testid="leader-request-form"
    >
      <FormFailure failure={failure} lead={t('sendFailed')} />
      <div className="field field--wide">
        <label htmlFor={`${id}-message`}>{t('message')}</label>
        <textarea
          id={`${id}-message`}
          rows={6}
          dir="auto"
          maxLength={leaderRequestLimits.messageMax + 200}
          aria-invalid={messageError ? 'true' : 'false'}
          aria-describedby={`${id}-message-hint${messageError ? ` ${id}-message-error` : ''}`}
          {...form.register('message')}
        />
        <p id={`${id}-message-hint`} className="field__hint">
          {t('messageHint')}{' '}
          <span aria-live="polite">{t('characters', { count: message.trim().length })}</span>
        </p>
        {messageError && (
          <p
            id={`${id}-message-error`}
            className="field__error"
            data-error-key={errors.message?.message}
          >
            {messageError}
          </p>
        )}
      </div>
      <div className="field field--wide">
        <label htmlFor={`${id}-files`}>{t('files')}</label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-invalid={filesError ? 'true' : 'false'}
          aria-describedby={`${id}-files-hint${filesError ? ` ${id}-files-error` : ''}`}
          onChange={(event) =>
            form.setValue('files', Array.from(event.target.files ?? []), {
              shouldValidate: true,
            })
          }
        />
        <p id={`${id}-files-hint`} className="field__hint">
          {t('filesHint')}{' '}
          {files.length > 0 && <span>{t('filesChosen', { count: files.length })}</span>}
        </p>
        {filesError && (
          <p id={`${id}-files-error`} className="field__error">
            {filesError}
          </p>
        )}
      </div>
      <p className="field__hint">{t('oneOpen')}</p>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('submit')}
      </button>
    </form>
  )
}
