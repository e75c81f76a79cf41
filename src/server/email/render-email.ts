import { createTranslator } from 'next-intl'

import { localeSettings, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

export type EmailTemplate =
  | 'activation'
  /** A capital-raising company's activation link (its name in `params.company`). */
  | 'companyActivation'
  /** Staff's decision on a company's inquiry (the company's name in `params.company`). */
  | 'inquiryMoreInfo'
  | 'inquiryApproved'
  | 'inquiryDenied'
  | 'resetPassword'
  | 'staffResetPassword'
  /** A new (or restored) staff account's setup link; `staffEnrol`: the second factor only. */
  | 'staffSetup'
  | 'staffEnrol'
  /** To a staff account's old address after a change (`newEmail`), with the undo link. */
  | 'staffEmailChanged'
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
  | 'leaderRequestApproved'
  | 'leaderRequestRejected'
  | 'investmentConfirmation'
  | 'bankDetails'
  /** A coming project's raise opened, to an investor who asked to be told. */
  | 'raiseOpened'
  /** A company's update to the investors of its project (`params.project`, `params.title`). */
  | 'companyUpdate'
  | RaiseEmailTemplate

/** What the raise's close tells an investor about their investment (src/server/investments/raise/). */
export const raiseEmailTemplates = [
  'raiseMinimumReached',
  'cardCharged',
  'cardNeedsConfirmation',
  'cardDeclined',
  'pledgeFailed',
  'transferReceived',
  'transferCancelled',
  'raiseExtended',
  'raiseSucceeded',
  'raiseFailedReleased',
  'raiseFailedRefund',
  'raiseFailedUnpaid',
  /** Staff halted the raise (`params.category`: the reason's category). */
  'raiseHalted',
  'refundSent',
  'pledgeCancelled',
  'pledgeCancelledRefund',
] as const
export type RaiseEmailTemplate = (typeof raiseEmailTemplates)[number]

export type RenderedEmail = { subject: string; text: string; html: string }

/**
 * A block of figures under the body: label and value lines (an investment's amount, the bank
 * details). A value marked `ltr` (numbers, bank numbers, a reference) keeps left-to-right order
 * inside a Hebrew message.
 */
export type EmailDetails = {
  heading?: string
  rows: { label: string; value: string; ltr?: boolean }[]
}

/** Answers to the investor's own request or action: no "if this was not you" line. */
const requested = new Set<EmailTemplate>([
  ...raiseEmailTemplates,
  'raiseOpened',
  'companyUpdate',
  'investmentConfirmation',
  'bankDetails',
  'leaderRequestApproved',
  'leaderRequestRejected',
  'identityApproved',
  'identityRejected',
  'identityMoreInfo',
  'inquiryMoreInfo',
  'inquiryApproved',
  'inquiryDenied',
  'investorTypeVerified',
  'investorTypeRejected',
  // Its body says what to do if the change was not the member's own: undo it, not ignore it.
  'staffEmailChanged',
])

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * One e-mail in the account's language: plain text and a simple HTML body with the right
 * direction. Values (names, addresses, a staff member's note) are escaped; the action link is the
 * only link. A note (compliance's answer) follows the body under its own heading, line breaks kept.
 * `params` fill the template's subject and body (a project's name); `details` and `paragraphs`
 * (already in the message's language) follow the body.
 */
export function renderEmail(
  template: EmailTemplate,
  locale: Locale,
  values: {
    name?: string
    newEmail?: string
    link?: string
    code?: string
    note?: string
    params?: Record<string, string>
    details?: EmailDetails[]
    paragraphs?: string[]
  },
): RenderedEmail {
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'Emails' })
  const site = messages.Site.name
  const read = (key: string, params: Record<string, string> = {}) =>
    t(`${template}.${key}` as never, params as never) as string
  const greeting = read('greeting', { name: values.name ?? '' })
  const params = values.params ?? {}
  const body = read('body', { newEmail: values.newEmail ?? '', code: values.code ?? '', ...params })
  const action = values.link ? read('action') : null
  const signature = t('signature', { site })
  const subject = `${read('subject', params)} · ${site}`
  const details = values.details ?? []
  const paragraphs = values.paragraphs ?? []
  const note = values.note?.trim() ? values.note.trim() : null
  const ignore = requested.has(template) ? null : t('ignore')

  const text = [
    greeting,
    '',
    body,
    '',
    ...details.flatMap((block) => [
      ...(block.heading ? [block.heading] : []),
      ...block.rows.map((row) => `${row.label}: ${row.value}`),
      '',
    ]),
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(note ? [t('answerLead'), note, ''] : []),
    ...(values.link ? [values.link, ''] : []),
    ...(ignore ? [ignore, ''] : []),
    signature,
  ].join('\n')
  const { dir } = localeSettings[locale]
  const button =
    values.link && action
      ? `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t('linkFallback'))}<br><span dir="ltr">${escapeHtml(values.link)}</span></p>`
      : ''
  const noteHtml = note
    ? `<p><strong>${escapeHtml(t('answerLead'))}</strong></p><blockquote dir="auto" style="margin:0;padding:8px 12px;border-inline-start:3px solid #0b5cad;white-space:pre-line">${escapeHtml(note)}</blockquote>`
    : ''
  const detailsHtml = details
    .map(
      (block) =>
        `${block.heading ? `<h3 style="font-size:16px;margin:16px 0 4px">${escapeHtml(block.heading)}</h3>` : ''}<table role="presentation" style="border-collapse:collapse">${block.rows
          .map(
            (row) =>
              `<tr><td style="padding:2px 0;padding-inline-end:16px;color:#555">${escapeHtml(row.label)}</td><td style="padding:2px 0"><bdi${row.ltr ? ' dir="ltr"' : ''}>${escapeHtml(row.value)}</bdi></td></tr>`,
          )
          .join('')}</table>`,
    )
    .join('\n')
  const paragraphsHtml = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
  const ignoreHtml = ignore ? `<p style="font-size:13px;color:#555">${escapeHtml(ignore)}</p>` : ''
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${detailsHtml}${paragraphsHtml}${noteHtml}${button}
${ignoreHtml}<p>${escapeHtml(signature)}</p></body></html>`
  return { subject, text, html }
}
