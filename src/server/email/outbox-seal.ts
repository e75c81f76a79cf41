import { openValue, sealValue } from '@/server/security/sealed-value'

/** The purpose the bodies are sealed for (see sealed-value.ts). */
const outboxSealPurpose = 'email-outbox'

const bodyFields = ['text', 'html'] as const

/**
 * A message's body holds live links (activation, password reset, e-mail change): it is stored
 * sealed, so neither an administrator nor a copy of the database can use them, and it is dropped
 * once the message has been sent (or, without SMTP, printed to the developer's console). Seals the
 * bodies of `data` in place (the outbox's beforeChange hook).
 */
export function sealOutboxFields(data: Record<string, unknown>): void {
  const done = data.status === 'sent' || data.status === 'printed'
  for (const field of bodyFields) {
    const value: unknown = data[field]
    if (done) data[field] = null
    else if (typeof value === 'string' && openValue(outboxSealPurpose, value) === null)
      data[field] = sealValue(outboxSealPurpose, value)
  }
}

/** The body as it was queued, for delivery. */
export const openOutboxBody = (sealed: string | null | undefined): string | undefined =>
  openValue(outboxSealPurpose, sealed) ?? undefined
