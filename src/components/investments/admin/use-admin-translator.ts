'use client'

import { useTranslation } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/** The admin's language (Payload's own choice) and the transfer screens' messages in it. */
export function useTransfersTranslator() {
  const { i18n } = useTranslation()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'TransfersAdmin' })
  return { locale, t }
}

export type ErrorAnswer = {
  error?: { message?: string; fields?: Record<string, { message?: string } | undefined> }
}

/** Posts to a staff route; answers the JSON, or the translated error (field messages apart). */
export async function postStaff(
  url: string,
  body: BodyInit,
  json: boolean,
): Promise<
  | { ok: true; data: unknown }
  | { ok: false; message: string | null; fields: Record<string, string> }
> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: json
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body,
  })
  const answer: unknown = await response.json().catch(() => ({}))
  if (response.ok) return { ok: true, data: answer }
  const error = (answer as ErrorAnswer).error
  const fields = Object.fromEntries(
    Object.entries(error?.fields ?? {}).flatMap(([name, field]) =>
      field?.message ? [[name, field.message]] : [],
    ),
  )
  return {
    ok: false,
    message: Object.keys(fields).length ? null : (error?.message ?? null),
    fields,
  }
}
