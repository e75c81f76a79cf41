'use client'

import { useTranslations } from 'next-intl'

import { FormFailure } from '@/components/forms/FormFailure'
import type { ApiErrorBody } from '@/domain/errors/api-error-body'

/** Under a section's save button: "Saved." or the server's translated refusal. */
export function SectionStatus({
  saved,
  failure,
}: {
  saved: boolean
  failure: ApiErrorBody | null
}) {
  const t = useTranslations('Profile')
  return (
    <>
      <div aria-live="polite">
        {saved && (
          <p className="alert alert--success" role="status">
            {t('form.saved')}
          </p>
        )}
      </div>
      <FormFailure failure={failure} lead={t('form.saveFailed')} />
    </>
  )
}
