'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { apiErrorOf } from '@/client/call-route'
import { saveStep } from '@/client/companies/inquiry-api'
import { requiredInquiryFileKinds } from '@/domain/companies/inquiry-files'
import type { InquiryView } from '@/domain/companies/inquiry-view'

import { InquiryFileField } from './InquiryFileField'
import { StepActions } from './StepActions'

type Props = {
  view: InquiryView | null
  onInquiry: (view: InquiryView) => void
  onContinue: (view: InquiryView) => void
  onBack: () => void
}

/** Step 3, file upload: the four documents, each required before the inquiry can be submitted. */
export function FilesStep({ view, onInquiry, onContinue, onBack }: Props) {
  const t = useTranslations('CompanyInquiry.files')
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const missing = view?.missingFiles ?? requiredInquiryFileKinds

  async function goOn() {
    setFailure(null)
    setBusy(true)
    try {
      onContinue(await saveStep('files', {}, 'continue', locale))
    } catch (error) {
      setFailure(apiErrorOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="inquiry-files" data-testid="inquiry-files">
      <p>{t('intro')}</p>
      {requiredInquiryFileKinds.map((kind) => (
        <InquiryFileField
          key={kind}
          kind={kind}
          current={view?.files.find((file) => file.kind === kind)}
          onInquiry={onInquiry}
        />
      ))}
      {missing.length > 0 && (
        <p id="inquiry-files-missing" className="field__hint">
          {t('missing')}
        </p>
      )}
      <StepActions
        onBack={onBack}
        onContinue={() => void goOn()}
        busy={busy}
        saved={false}
        failure={failure}
        blocked={missing.length > 0}
        blockedBy="inquiry-files-missing"
      />
    </div>
  )
}
