import { NextResponse } from 'next/server'

import type { Locale } from '@/i18n/locales'
import { AppError } from '@/server/errors/app-error'

import { errorBody } from './error-body'

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
