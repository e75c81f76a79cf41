'use client'

import { Button, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { leaderRequestDecisionRoute } from '@/contracts/compliance'
import {
  leaderDecisionSchema,
  leaderRequestLimits,
  type LeaderDecision,
} from '@/domain/leader-requests/leader-request-schema'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/**
 * On a leader request's edit view (sidebar): compliance approves or declines it with the answer the
 * investor reads (required to decline). The route checks the role, changes the status, writes the
 * audit entry and queues the investor's e-mail in one transaction; the page then shows the result.
 */
export function LeaderRequestDecision() {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const messages = messagesFor(locale)
  const t = messages.LeaderRequestAdmin
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const fieldId = useId()
  const [answer, setAnswer] = useState('')
  const [answerError, setAnswerError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (!id) return null
  if (status && status !== 'open')
    return (
      <div className="leader-decision" data-testid="leader-decision-done">
        <h3 style={{ marginBlockEnd: 8 }}>{t.title}</h3>
        <p>{status === 'approved' ? t.approvedNote : t.rejectedNote}</p>
      </div>
    )

  async function decide(decision: LeaderDecision) {
    setAnswerError(null)
    setFailure(null)
    const parsed = leaderDecisionSchema.safeParse({ decision, answer })
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'badRequest'
      setAnswerError(messages.Validation[key as keyof typeof messages.Validation] ?? key)
      return
    }
    setBusy(true)
    try {
      await callRoute(leaderRequestDecisionRoute, {
        params: { id: Number(id) },
        input: parsed.data,
        locale,
      })
      // The edit view is drawn on the server: load it again with the decision.
      window.location.reload()
      return
    } catch (error) {
      const refusal = apiErrorOf(error)
      const fieldMessage = refusal.fields?.answer?.message
      if (fieldMessage) setAnswerError(fieldMessage)
      else setFailure(refusal.message || t.failed)
    }
    setBusy(false)
  }

  return (
    <div className="leader-decision" data-testid="leader-decision" style={{ marginBlockEnd: 24 }}>
      <h3 style={{ marginBlockEnd: 8 }}>{t.title}</h3>
      <label htmlFor={fieldId} style={{ display: 'block', marginBlockEnd: 4 }}>
        {t.answer}
      </label>
      <textarea
        id={fieldId}
        rows={6}
        value={answer}
        maxLength={leaderRequestLimits.messageMax}
        onChange={(event) => setAnswer(event.target.value)}
        aria-invalid={answerError ? 'true' : 'false'}
        aria-describedby={`${fieldId}-hint${answerError ? ` ${fieldId}-error` : ''}`}
        style={{ inlineSize: '100%', font: 'inherit', padding: 8 }}
      />
      <p id={`${fieldId}-hint`} style={{ opacity: 0.7, marginBlock: '4px 8px' }}>
        {t.answerHint}
      </p>
      {answerError && (
        <p id={`${fieldId}-error`} role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {answerError}
        </p>
      )}
      {failure && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {failure}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button buttonStyle="primary" disabled={busy} onClick={() => void decide('approve')}>
          {t.approve}
        </Button>
        <Button buttonStyle="secondary" disabled={busy} onClick={() => void decide('reject')}>
          {t.reject}
        </Button>
      </div>
    </div>
  )
}
