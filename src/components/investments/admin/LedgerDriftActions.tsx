'use client'

import { Button, useAuth, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'
import { useId, useState } from 'react'

import { recountRaiseTotalsRoute, resolveLedgerDriftRoute } from '@/contracts/settlement'
import { driftNoteMax } from '@/domain/investments/raise/ledger-drift'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

import { postStaff, type StaffAnswer } from './use-admin-translator'

const errorStyle = { color: 'var(--theme-error-500)' }

/**
 * On a drift's edit view (sidebar), for an open drift: an administrator recounts a raise's totals
 * from its live pledges (`POST /api/staff/projects/{id}/recount-totals`); administrators and
 * compliance close a drift by hand with a note (`POST /api/staff/ledger-drifts/{id}/resolve`).
 * Both routes check the role and write the audit entry; the page then loads again, resolved.
 */
export function LedgerDriftActions() {
  const { i18n } = useTranslation()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const t = createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: 'LedgerDriftAdmin',
  })
  const { user } = useAuth<{ id: number; role?: string }>()
  const fieldId = useId()
  const { id } = useDocumentInfo()
  const kind = useFormFields(([fields]) => fields.kind?.value) as string | undefined
  const project = useFormFields(([fields]) => fields.project?.value) as number | undefined
  const resolvedAt = useFormFields(([fields]) => fields.resolvedAt?.value) as string | undefined
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (!id) return null
  if (resolvedAt) return <p data-testid="drift-resolved">{t('resolved')}</p>

  async function post(send: () => Promise<StaffAnswer<unknown>>) {
    setBusy(true)
    setFailure(null)
    setNoteError(null)
    try {
      const answer = await send()
      if (answer.ok) {
        // The edit view is drawn on the server: load it again with the drift resolved.
        window.location.reload()
        return
      }
      if (answer.fields.note) setNoteError(answer.fields.note)
      else setFailure(answer.message ?? t('failed'))
    } catch {
      setFailure(t('failed'))
    }
    setBusy(false)
  }

  const recount = () => {
    if (project && window.confirm(t('confirm')))
      void post(() =>
        postStaff(recountRaiseTotalsRoute, { params: { id: project }, input: {}, locale }),
      )
  }

  return (
    <div data-testid="ledger-drift-actions" style={{ marginBlockEnd: 24 }}>
      {kind === 'raise-totals' && project && (
        <section style={{ marginBlockEnd: 16 }}>
          <h3 style={{ marginBlockEnd: 8 }}>{t('title')}</h3>
          <p style={{ marginBlockEnd: 8 }}>{t('explain')}</p>
          {user?.role === 'admin' ? (
            <Button buttonStyle="primary" disabled={busy} onClick={recount}>
              {t('recount')}
            </Button>
          ) : (
            <p>{t('adminsOnly')}</p>
          )}
        </section>
      )}
      <section>
        <h3 style={{ marginBlockEnd: 8 }}>{t('resolveTitle')}</h3>
        <label htmlFor={fieldId} style={{ display: 'block', marginBlockEnd: 4 }}>
          {t('note')}
        </label>
        <textarea
          id={fieldId}
          rows={4}
          value={note}
          maxLength={driftNoteMax}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={noteError ? 'true' : 'false'}
          aria-describedby={noteError ? `${fieldId}-error` : undefined}
          style={{ inlineSize: '100%', font: 'inherit', padding: 8 }}
        />
        {noteError && (
          <p id={`${fieldId}-error`} role="alert" style={errorStyle}>
            {noteError}
          </p>
        )}
        <Button
          buttonStyle="secondary"
          disabled={busy}
          onClick={() =>
            void post(() =>
              postStaff(resolveLedgerDriftRoute, { params: { id }, input: { note }, locale }),
            )
          }
        >
          {t('resolve')}
        </Button>
      </section>
      {failure && (
        <p role="alert" style={errorStyle}>
          {failure}
        </p>
      )}
    </div>
  )
}
