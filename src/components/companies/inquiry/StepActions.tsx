'use client'

import { useTranslations } from 'next-intl'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { FormFailure } from '@/components/forms/FormFailure'

type Props = {
  onBack?: () => void
  /** Saves the step as a draft; absent on a step with nothing to save. */
  onSaveDraft?: () => void
  /** Continues outside a form; inside one, the button submits it (Enter in a field does too). */
  onContinue?: () => void
  busy: boolean
  saved: boolean
  failure: ApiErrorBody | null
  /** Continuing is impossible (the company offered by prospectus): the reason is shown above. */
  blocked?: boolean
  blockedBy?: string
}

/** Under a step: back, save as a draft, save and continue; "Saved." or the server's refusal. */
export function StepActions({
  onBack,
  onSaveDraft,
  onContinue,
  busy,
  saved,
  failure,
  blocked,
  blockedBy,
}: Props) {
  const t = useTranslations('CompanyInquiry.nav')
  return (
    <>
      <div aria-live="polite">
        {saved && (
          <p className="alert alert--success" role="status" data-testid="inquiry-draft-saved">
            {t('draftSaved')}
          </p>
        )}
      </div>
      <FormFailure failure={failure} lead={t('saveFailed')} />
      <div className="invest__nav">
        {onBack && (
          <button
            type="button"
            className="button button--secondary"
            onClick={onBack}
            disabled={busy}
            data-testid="inquiry-back"
          >
            {t('back')}
          </button>
        )}
        {onSaveDraft && (
          <button
            type="button"
            className="button button--secondary"
            onClick={onSaveDraft}
            disabled={busy}
            data-testid="inquiry-save-draft"
          >
            {t('saveDraft')}
          </button>
        )}
        <button
          type={onContinue ? 'button' : 'submit'}
          className="button button--primary"
          onClick={onContinue}
          disabled={busy || blocked}
          aria-describedby={blocked ? blockedBy : undefined}
          aria-busy={busy}
          data-testid="inquiry-continue"
        >
          {busy ? t('saving') : t('continue')}
        </button>
      </div>
    </>
  )
}
