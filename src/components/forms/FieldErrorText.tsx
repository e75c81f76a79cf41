'use client'

import { useTranslations } from 'next-intl'

/** A field's error: a `Validation` message key (from the shared schema or the server), translated. */
export function FieldErrorText({ id, messageKey }: { id: string; messageKey?: string }) {
  const t = useTranslations('Validation')
  if (!messageKey) return null
  return (
    <p id={id} className="field__error" data-error-key={messageKey}>
      {t.has(messageKey as never) ? t(messageKey as never) : messageKey}
    </p>
  )
}

/** The ids an input is described by: its hint, then its error. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  )
}
