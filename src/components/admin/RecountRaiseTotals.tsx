'use client'

import { Button, useAuth, useFormFields, useTranslation } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'
import { useState } from 'react'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

import { postStaff } from './transfers/use-admin-translator'

type Recounted = {
  before: { raisedMinor: number; investorCount: number }
  after: { raisedMinor: number; investorCount: number }
}

const figures = (totals: Recounted['before']) =>
  `${(totals.raisedMinor / 100).toFixed(2)} / ${totals.investorCount}`

/**
 * On a raise-totals drift's edit view (sidebar): an administrator recounts the raise's totals from
 * its live pledges (`POST /api/staff/projects/{id}/recount-totals`, which also resolves the drift
 * and writes the audit entry); the page then loads again with the drift resolved.
 */
export function RecountRaiseTotals() {
  const { i18n } = useTranslation()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const t = createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: 'LedgerDriftAdmin',
  })
  const { user } = useAuth<{ role?: string }>()
  const kind = useFormFields(([fields]) => fields.kind?.value) as string | undefined
  const project = useFormFields(([fields]) => fields.project?.value) as number | undefined
  const resolvedAt = useFormFields(([fields]) => fields.resolvedAt?.value) as string | undefined
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  if (kind !== 'raise-totals' || !project) return null
  if (resolvedAt) return <p data-testid="recount-resolved">{t('resolved')}</p>

  async function recount() {
    if (!window.confirm(t('confirm'))) return
    setBusy(true)
    setFailure(null)
    try {
      const answer = await postStaff(`/api/staff/projects/${project}/recount-totals`, '{}', true)
      if (answer.ok) {
        const data = answer.data as Recounted
        setMessage(t('done', { before: figures(data.before), after: figures(data.after) }))
        // The edit view is drawn on the server: load it again with the drift resolved.
        window.location.reload()
        return
      }
      setFailure(answer.message ?? t('failed'))
    } catch {
      setFailure(t('failed'))
    }
    setBusy(false)
  }

  return (
    <div data-testid="recount-totals" style={{ marginBlockEnd: 24 }}>
      <h3 style={{ marginBlockEnd: 8 }}>{t('title')}</h3>
      <p style={{ marginBlockEnd: 8 }}>{t('explain')}</p>
      {user?.role === 'admin' ? (
        <Button buttonStyle="primary" disabled={busy} onClick={() => void recount()}>
          {t('recount')}
        </Button>
      ) : (
        <p>{t('adminsOnly')}</p>
      )}
      {message && <p role="status">{message}</p>}
      {failure && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {failure}
        </p>
      )}
    </div>
  )
}
