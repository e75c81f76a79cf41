import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import type { AppError } from '@/server/errors/app-error'

/**
 * The body of an API error: `{ error: { code, message, fields? } }`, in the request's language.
 * Free of Next's server modules, so Payload's config (run by plain Node in migrations) can use it.
 */
export function errorBody(appError: AppError, locale: Locale) {
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages })
  const { fields, retryAfterSeconds, messageValues, ...details } = appError.details as {
    fields?: Record<string, string>
    retryAfterSeconds?: number
    /** Values the message names, already formatted for `locale` (an amount, say). */
    messageValues?: Record<string, string | number>
  }
  const body = {
    error: {
      code: appError.code,
      message: t(`ApiErrors.${appError.code}` as never, messageValues as never),
      ...details,
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      ...(fields
        ? {
            fields: Object.fromEntries(
              Object.entries(fields).map(([field, key]) => [
                field,
                {
                  key,
                  message:
                    key in messages.Validation
                      ? t(`Validation.${key}` as never, messageValues as never)
                      : key,
                },
              ]),
            ),
          }
        : {}),
    },
  }
  return body
}
