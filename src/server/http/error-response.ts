import { createTranslator } from 'next-intl'
import { NextResponse } from 'next/server'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { AppError } from '@/server/errors/app-error'

/**
 * An error as the API answers it: `{ error: { code, message, fields } }`, the message and each
 * field's message in the request's language. Unexpected exceptions are logged, never shown.
 */
export function errorResponse(
  error: unknown,
  locale: Locale,
  log: (error: unknown) => void,
): NextResponse {
  const appError = error instanceof AppError ? error : new AppError('INTERNAL')
  if (!(error instanceof AppError)) log(error)
  const response = NextResponse.json(errorBody(appError, locale), { status: appError.status })
  const retryAfterSeconds = appError.details.retryAfterSeconds
  if (typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0)
    response.headers.set('Retry-After', String(retryAfterSeconds))
  return response
}

/** The body of `errorResponse`: `{ error: { code, message, fields? } }`. */
export function errorBody(appError: AppError, locale: Locale) {
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages })
  const { fields, retryAfterSeconds, ...details } = appError.details as {
    fields?: Record<string, string>
    retryAfterSeconds?: number
  }
  const body = {
    error: {
      code: appError.code,
      message: t(`ApiErrors.${appError.code}` as never),
      ...details,
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      ...(fields
        ? {
            fields: Object.fromEntries(
              Object.entries(fields).map(([field, key]) => [
                field,
                {
                  key,
                  message: key in messages.Validation ? t(`Validation.${key}` as never) : key,
                },
              ]),
            ),
          }
        : {}),
    },
  }
  return body
}
