'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { apiErrorOf, submitIdentityCheck } from '@/client/profile/profile-api'
import { FormFailure } from '@/components/forms/FormFailure'
import { nextKycStatus } from '@/domain/kyc/kyc-status'
import { formatDate } from '@/i18n/format-date'

import { useProfile } from './ProfileContext'

/**
 * The identity check's state and what it means for the investor; the reviewer's note when they
 * refused or asked for more; and the button that sends the details for review, enabled once the
 * personal details and documents are complete.
 */
export function IdentityCheckPanel() {
  const t = useTranslations('Profile')
  const locale = useLocale()
  const { view, showView } = useProfile()
  const { status, reason, submittedAt, decidedAt } = view.identityCheck
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const canSubmit = nextKycStatus(status, 'submit') !== null
  const ready =
    !view.completeness.missing.includes('personal') &&
    !view.completeness.missing.includes('documents')
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '')
  const asked = status === 'rejected' || status === 'more_info_requested'

  async function send() {
    setSending(true)
    setFailure(null)
    try {
      showView(await submitIdentityCheck(locale))
    } catch (error) {
      setFailure(apiErrorOf(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="identity-check" data-status={status} data-testid="identity-check">
      <h3>{t('identityCheck.title')}</h3>
      <p className="identity-check__status">
        <strong data-testid="identity-status">{t(`identityCheck.status.${status}`)}</strong>
      </p>
      <p>
        {t(`identityCheck.meaning.${status}`, {
          date: date(status === 'submitted' ? submittedAt : decidedAt),
        })}
      </p>
      {asked && reason && (
        <div className="identity-check__reason" data-testid="identity-reason">
          <p>{t('identityCheck.reason')}</p>
          <blockquote>
            <p>{reason}</p>
          </blockquote>
        </div>
      )}
      {canSubmit && (
        <>
          <FormFailure failure={failure} lead={t('identityCheck.sendFailed')} />
          {!ready && (
            <p id="identity-check-needs" className="field__hint">
              {t('identityCheck.needs')}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={!ready || sending}
            aria-describedby={ready ? undefined : 'identity-check-needs'}
            onClick={() => void send()}
          >
            {sending
              ? t('identityCheck.sending')
              : asked
                ? t('identityCheck.sendAgain')
                : t('identityCheck.send')}
          </button>
        </>
      )}
    </div>
  )
}
