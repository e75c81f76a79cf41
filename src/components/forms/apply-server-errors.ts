import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'

/** Puts the server's field errors (message keys) on the form's fields; true when there were any. */
export function applyServerErrors<T extends FieldValues>(
  error: ApiErrorBody,
  setError: UseFormSetError<T>,
): boolean {
  const fields = Object.entries(error.fields ?? {})
  for (const [field, { key }] of fields)
    setError(field as Path<T>, { type: 'server', message: key })
  return fields.length > 0
}
