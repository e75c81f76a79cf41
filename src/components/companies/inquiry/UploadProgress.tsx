'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

/** An upload on its way: a labelled `<progress>` screen readers announce, and the percentage. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const t = useTranslations('CompanyInquiry.files')
  const id = useId()
  return (
    <div className="inquiry-progress" data-testid="inquiry-upload-progress">
      <label htmlFor={id}>{t('uploading', { name })}</label>
      <progress id={id} max={100} value={percent} aria-valuetext={`${percent}%`}>
        {percent}%
      </progress>
      <span aria-hidden="true">{percent}%</span>
    </div>
  )
}
