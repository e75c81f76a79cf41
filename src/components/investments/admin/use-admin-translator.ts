'use client'

import { useTranslation } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'

import { ApiRequestError, callRoute } from '@/client/call-route'
import type { RouteContract } from '@/contracts/route-contract'
import type * as z from '@/domain/zod'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/** The admin's language (Payload's own choice) and the transfer screens' messages in it. */
export function useTransfersTranslator() {
  const { i18n } = useTranslation()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'TransfersAdmin' })
  return { locale, t }
}

/** A staff route's answer, or its refusal: the server's translated message, field messages apart. */
export type StaffAnswer<Data> =
  { ok: true; data: Data } | { ok: false; message: string | null; fields: Record<string, string> }

/**
 * Calls a staff route by its contract (with the admin's session cookie). A failure without a
 * message of the server's (a proxy's page) has none here: the caller shows its general error; the
 * network's own failure is thrown.
 */
export async function postStaff<C extends RouteContract>(
  contract: C,
  options: Parameters<typeof callRoute<C>>[1],
): Promise<StaffAnswer<z.output<C['output']>>> {
  try {
    return { ok: true, data: await callRoute(contract, options) }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error
    const fields = Object.fromEntries(
      Object.entries(error.error.fields ?? {}).map(([name, field]) => [name, field.message]),
    )
    return {
      ok: false,
      message: Object.keys(fields).length ? null : error.error.message || null,
      fields,
    }
  }
}
