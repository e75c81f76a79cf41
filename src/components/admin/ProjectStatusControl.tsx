'use client'

import { Button, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'
import { useId, useState } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { projectStatusRoute } from '@/contracts/staff-projects'
import { projectStatusChangeSchema } from '@/domain/projects/project-status-change'
import { isProjectStatus, type ProjectStatus } from '@/domain/projects/project-status'
import { needsReason, staffTransitionsFrom } from '@/domain/projects/status-machine'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/**
 * On a project's edit view (sidebar): its status, and the changes the status machine lets staff
 * make from it (reviewing an application, recording that the securities were issued), a reason
 * required to deny. The raise's own statuses follow its dates; the note says so. The route checks
 * the role and the machine again, and writes the audit entry with the change.
 */
export function ProjectStatusControl() {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'ProjectStatusAdmin' })
  const tValidation = createTranslator({ locale, messages, namespace: 'Validation' })
  const { id } = useDocumentInfo()
  const value = useFormFields(([fields]) => fields.status?.value)
  const status: ProjectStatus = isProjectStatus(value) ? value : 'new'
  const fieldId = useId()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (!id) return null
  const next = staffTransitionsFrom(status)
  const asksReason = next.some(needsReason)

  async function move(to: ProjectStatus) {
    setReasonError(null)
    setFailure(null)
    const parsed = projectStatusChangeSchema.safeParse({ to, reason })
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'badRequest'
      setReasonError(key in messages.Validation ? tValidation(key as never) : key)
      return
    }
    setBusy(true)
    try {
      await callRoute(projectStatusRoute, { params: { id: id! }, input: parsed.data, locale })
      // The edit view is drawn on the server: load it again with the new status.
      window.location.reload()
      return
    } catch (error) {
      // A failure without a message of the server's (the network, a proxy's page): the general one.
      const refusal = apiErrorOf(error)
      const fieldMessage = refusal.fields?.reason?.message
      if (fieldMessage) setReasonError(fieldMessage)
      else setFailure(refusal.message || t('failed'))
    }
    setBusy(false)
  }

  return (
    <div data-testid="project-status-control" style={{ marginBlockEnd: 24 }}>
      <h3 style={{ marginBlockEnd: 8 }}>{t('title')}</h3>
      <p data-testid="project-status-now">{t('current', { status: t(`statuses.${status}`) })}</p>
      {next.length === 0 ? (
        <p style={{ opacity: 0.7 }}>{t('nothingToDo')}</p>
      ) : (
        <>
          {asksReason && (
            <>
              <label htmlFor={fieldId} style={{ display: 'block', marginBlockEnd: 4 }}>
                {t('reason')}
              </label>
              <textarea
                id={fieldId}
                rows={4}
                value={reason}
                maxLength={2000}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={reasonError ? 'true' : 'false'}
                aria-describedby={`${fieldId}-hint${reasonError ? ` ${fieldId}-error` : ''}`}
                style={{ inlineSize: '100%', font: 'inherit', padding: 8 }}
              />
              <p id={`${fieldId}-hint`} style={{ opacity: 0.7, marginBlock: '4px 8px' }}>
                {t('reasonHint')}
              </p>
            </>
          )}
          {reasonError && (
            <p id={`${fieldId}-error`} role="alert" style={{ color: 'var(--theme-error-500)' }}>
              {reasonError}
            </p>
          )}
          <p style={{ marginBlockEnd: 4 }}>{t('moveTo')}</p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {next.map((to) => (
              <Button
                key={to}
                buttonStyle={needsReason(to) ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => void move(to)}
              >
                {t(`statuses.${to}`)}
              </Button>
            ))}
          </div>
        </>
      )}
      {failure && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {failure}
        </p>
      )}
      <p style={{ opacity: 0.7, fontSize: 13 }}>{t('scheduleNote')}</p>
    </div>
  )
}
