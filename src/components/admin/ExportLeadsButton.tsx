'use client'

import { useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { exportLeadsRoute } from '@/contracts/leads'
import { routeHref } from '@/contracts/route-contract'
import { isLeadType, leadTypes, type LeadType } from '@/domain/leads/lead-kinds'
import { isLocale, defaultLocale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/**
 * Above the Leads list: download the leads as CSV (all of them, or one form's). The route checks
 * that the person is an editor or administrator; the browser sends the admin session cookie.
 */
export function ExportLeadsButton() {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const t = messagesFor(locale).Leads
  const id = useId()
  const [type, setType] = useState<LeadType | null>(null)
  const href = routeHref(exportLeadsRoute, { query: { type: type ?? undefined } })
  return (
    <div
      className="export-leads"
      style={{ display: 'flex', gap: 12, alignItems: 'end', marginBlockEnd: 16 }}
    >
      <div>
        <label htmlFor={id} style={{ display: 'block' }}>
          {t.admin.typeLabel}
        </label>
        <select
          id={id}
          value={type ?? ''}
          onChange={(event) => setType(isLeadType(event.target.value) ? event.target.value : null)}
        >
          <option value="">{t.admin.allTypes}</option>
          {leadTypes.map((value) => (
            <option key={value} value={value}>
              {t.subject[value]}
            </option>
          ))}
        </select>
      </div>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={href}
        download
        data-testid="export-leads"
      >
        {t.admin.export}
      </a>
      <p style={{ margin: 0, opacity: 0.7 }}>{t.admin.exportHint}</p>
    </div>
  )
}
