import type { z } from 'zod'

import { AppError } from './app-error'

/** Validates a request body with the form's own schema; field errors become message keys. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'form'
    fields[field] ??= issue.message
  }
  throw new AppError('VALIDATION_FAILED', { fields })
}

export function fieldError(field: string, key: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: { [field]: key } })
}
