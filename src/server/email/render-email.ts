import { createTranslator } from 'next-intl'

import { localeSettings, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

export type EmailTemplate =
  | 'activation'
  | 'resetPassword'
  | 'staffResetPassword'
  | 'passwordExpired'
  | 'changeEmail'
  | 'emailChanged'
  | 'passwordChanged'
  | 'addressInUse'
  | 'oneTimeCode'
  | 'identityApproved'
  | 'identityRejected'
  | 'identityMoreInfo'
  | 'investorTypeVerified'
  | 'investorTypeRejected'

export type RenderedEmail = { subject: string; text: string; html: string }

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * One e-mail in the account's language: plain text and a simple HTML body with the right
 * direction. Values (names, addresses) are escaped; the action link is the only link.
 */
export function renderEmail(
  template: EmailTemplate,
  locale: Locale,
  values: { name?: string; newEmail?: string; link?: string; code?: string; reason?: string },
): RenderedEmail {
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'Emails' })
  const site = messages.Site.name
  const read = (key: string, params: Record<string, string> = {}) =>
    t(`${template}.${key}` as never, params as never) as string
  const greeting = read('greeting', { name: values.name ?? '' })
  const body = read('body', {
    newEmail: values.newEmail ?? '',
    code: values.code ?? '',
    reason: values.reason ?? '',
  })
  const action = values.link ? read('action') : null
  const signature = t('signature', { site })
  const subject = `${read('subject')} · ${site}`

  const text = [
    greeting,
    '',
    body,
    '',
    ...(values.link ? [values.link, ''] : []),
    t('ignore'),
    '',
    signature,
  ].join('\n')
  const { dir } = localeSettings[locale]
  const button =
    values.link && action
      ? `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t('linkFallback'))}<br><span dir="ltr">${escapeHtml(values.link)}</span></p>`
      : ''
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${button}
<p style="font-size:13px;color:#555">${escapeHtml(t('ignore'))}</p><p>${escapeHtml(signature)}</p></body></html>`
  return { subject, text, html }
}
