'use client'

import { useTranslations } from 'next-intl'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'

/** The server's translated answer when a form could not be sent ('error' dialog, spec 8). */
export function FormFailure({ failure, lead }: { failure: ApiErrorBody | null; lead?: string }) {
  const t = useTranslations('Account')
  if (!failure) return null
  return (
    <div className="alert alert--error" role="alert">
      <strong>{lead ?? t('errorTitle')}</strong> {failure.message || t('genericError')}
    </div>
  )
}
