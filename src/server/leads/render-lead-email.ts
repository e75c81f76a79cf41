import { createTranslator } from 'next-intl'

import { defaultLocale, localeSettings } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import type { Lead } from '@/payload-types'
import type { RenderedEmail } from '@/server/email/render-email'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The staff's notice of a new lead, in the site's main language: every field the person filled
 * in, where it came from, and a link to the lead in the admin. Visitor text is escaped.
 */
export function renderLeadEmail(lead: Lead, adminUrl: string): RenderedEmail {
  const locale = defaultLocale
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'Leads.staffEmail' })
  const rows: [string, string][] = (
    [
      [t('name'), lead.fullName || [lead.firstName, lead.lastName].filter(Boolean).join(' ')],
      [t('phone'), lead.phone],
      [t('email'), lead.email],
      [t('message'), lead.message],
      [t('agree'), lead.agreeInfo ? t('yes') : t('no')],
      [t('project'), [lead.projectName, lead.projectCategory].filter(Boolean).join(' · ')],
      [t('source'), lead.source],
      [
        t('campaign'),
        Object.values(lead.utm ?? {})
          .filter(Boolean)
          .join(' / '),
      ],
    ] as [string, string | null | undefined][]
  ).filter((row): row is [string, string] => Boolean(row[1]))

  const subject = `${t('subject')}: ${lead.subject ?? ''} · ${messages.Site.name}`
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', adminUrl].join('\n')
  const { dir } = localeSettings[locale]
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:start;padding:4px 8px">${escapeHtml(label)}</th><td style="padding:4px 8px"><bdi>${escapeHtml(value).replace(/\n/g, '<br>')}</bdi></td></tr>`,
    )
    .join('')
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.5">
<table>${htmlRows}</table><p><a href="${escapeHtml(adminUrl)}">${escapeHtml(t('open'))}</a></p></body></html>`
  return { subject, text, html }
}
