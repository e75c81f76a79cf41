'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef } from 'react'

import { FieldErrorText, describedBy } from '@/components/forms/FieldErrorText'
import { FormFailure } from '@/components/forms/FormFailure'
import { acceptFor } from '@/domain/companies/inquiry-files'
import type { InquiryFileView, InquiryView } from '@/domain/companies/inquiry-view'

import { UploadProgress } from './UploadProgress'
import { useFileUpload } from './use-file-upload'

type Props = {
  /** The member's photo (a file id), or ''. */
  value: string
  photo: InquiryFileView | undefined
  onChange: (value: string) => void
  onInquiry: (view: InquiryView) => void
  /** The error the step's rules put on the field (a photo not of this inquiry). */
  error?: string
}

/**
 * A team member's optional photo: sent as soon as it is chosen (JPEG, PNG or WebP, cut square and
 * stripped of its metadata by the server), then named on the member when the step is saved.
 */
export function TeamPhotoField({ value, photo, onChange, onInquiry, error }: Props) {
  const t = useTranslations('CompanyInquiry.team')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useFileUpload('team-photo', onInquiry)
  const shownError = upload.error ?? error

  return (
    <div className="field inquiry-photo">
      {photo && value === String(photo.id) ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private file, not for Next's optimiser
        <img src={photo.url} alt={t('photoAlt')} width={72} height={72} />
      ) : null}
      <label htmlFor={id}>{value ? t('replacePhoto') : t('photo')}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptFor('team-photo')}
        disabled={upload.busy}
        aria-invalid={shownError ? 'true' : 'false'}
        aria-describedby={describedBy(id, true, shownError)}
        onChange={async (event) => {
          const stored = await upload.upload(event.target.files?.[0])
          if (stored) onChange(String(stored.id))
          if (input.current) input.current.value = ''
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('photoHint')}
      </p>
      <FieldErrorText id={`${id}-error`} messageKey={shownError ?? undefined} />
      {upload.progress && <UploadProgress {...upload.progress} />}
      <FormFailure failure={upload.failure} lead={t('photoFailed')} />
      {value && (
        <button
          type="button"
          className="link-button"
          disabled={upload.busy}
          onClick={async () => {
            if (await upload.remove(Number(value))) onChange('')
          }}
        >
          {t('removePhoto')}
        </button>
      )}
    </div>
  )
}
