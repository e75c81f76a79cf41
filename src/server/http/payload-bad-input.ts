import type { AfterErrorHook } from 'payload'

import { badInputKind } from '@/domain/http/bad-input-errors'
import type { Locale } from '@/i18n/locales'
import { AppError } from '@/server/errors/app-error'

import { errorBody } from './error-body'
import { requestLocale } from './request-locale'

/** Payload's answer shape (`errors`) with the catalogue's (`error`: code and translated message). */
export function payloadErrorBody(error: AppError, locale: Locale) {
  const body = errorBody(error, locale)
  return { ...body, errors: [{ message: body.error.message }] }
}

/**
 * Payload's `afterError` hook: what the database refused because of a value from the request
 * (a word for a number, a date out of range, a NUL byte) and a body that is not the multipart
 * form it claims to be are the client's mistake, answered 400 in the catalogue's shape.
 */
export const answerBadInput: AfterErrorHook = ({ error, req }) => {
  const kind = badInputKind(error)
  if (!kind) return
  const appError =
    kind === 'form'
      ? new AppError('VALIDATION_FAILED', { fields: { form: 'badRequest' } })
      : new AppError('INVALID_QUERY')
  return {
    response: payloadErrorBody(appError, requestLocale(req.headers)),
    status: appError.status,
  }
}
