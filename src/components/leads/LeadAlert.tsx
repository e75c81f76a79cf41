'use client'

import { useTranslations } from 'next-intl'

/** Spec 8: the lead forms' success and error alerts, each with its icon. */
export function LeadAlert({ kind, text }: { kind: 'success' | 'error'; text: string }) {
  const t = useTranslations('Leads')
  return (
    <div
      className={`alert alert--${kind} lead-alert`}
      // Errors interrupt; a success is read by the form's polite live region around it.
      role={kind === 'error' ? 'alert' : undefined}
      data-testid={`lead-${kind}`}
    >
      <svg
        className="lead-alert__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
        {kind === 'success' ? (
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" />
        ) : (
          <path d="M8 8l8 8M16 8l-8 8" fill="none" stroke="currentColor" strokeWidth="2.2" />
        )}
      </svg>
      <span className="visually-hidden">
        {t(kind === 'success' ? 'successIcon' : 'errorIcon')}:{' '}
      </span>
      <span>{text}</span>
    </div>
  )
}
