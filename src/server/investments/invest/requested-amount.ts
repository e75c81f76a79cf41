import { parseMoneyText } from '@/domain/money'
import { AppError } from '@/server/errors/app-error'

/**
 * A request's amount (major units as typed, already checked by the request's schema) in minor
 * units; read again here so that a caller that skipped the schema is refused the same way.
 */
export function requestedAmountMinor(text: string | undefined): number {
  const parsed = parseMoneyText(text ?? '')
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', { fields: { amount: parsed.problem } })
  return parsed.minor
}
