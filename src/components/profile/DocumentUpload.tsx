'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { apiErrorOf, uploadProfileFile } from '@/client/profile/profile-api'
import { describedBy, FieldErrorText } from '@/components/forms/FieldErrorText'
import { FormFailure } from '@/components/forms/FormFailure'
import {
  documentFileProblem,
  documentFileTypes,
  imageFileTypes,
} from '@/domain/files/document-file-check'
import type { DocumentKind } from '@/domain/kyc/document-kinds'

import { useProfile } from './ProfileContext'

type Props = {
  /** What the file is (`update-passport`'s `kind`), or null for the profile picture. */
  kind: DocumentKind | null
  label: string
  buttonLabel?: string
  hint?: string
  disabled?: boolean
  onUploaded?: () => void
}

/**
 * One file to upload. The browser checks the type its name gives and the size first; the server
 * reads the bytes and may still refuse (an HTML page named .jpg): its translated reason is shown
 * on the field, which keeps the chosen file for another try.
 */
export function DocumentUpload({ kind, label, buttonLabel, hint, disabled, onUploaded }: Props) {
  const t = useTranslations('Profile')
  const locale = useLocale()
  const { settings, reload } = useProfile()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const [uploading, setUploading] = useState(false)
  const [uploaded, setUploaded] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const imagesOnly = kind === null

  useEffect(() => {
    if (focusRequest > 0) input.current?.focus()
  }, [focusRequest])

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setUploaded(false)
    setFailure(null)
    const file = input.current?.files?.[0]
    const problem = documentFileProblem(file, { maxBytes: settings.maxDocumentBytes, imagesOnly })
    setError(problem)
    if (problem || !file) {
      setFocusRequest((count) => count + 1)
      return
    }
    setUploading(true)
    try {
      await uploadProfileFile(file, kind, locale)
      if (input.current) input.current.value = ''
      setUploaded(true)
      await reload()
      onUploaded?.()
    } catch (caught) {
      const apiError = apiErrorOf(caught)
      const fileError = apiError.fields?.file?.key
      if (fileError) {
        setError(fileError)
        setFocusRequest((count) => count + 1)
      } else setFailure(apiError)
    } finally {
      setUploading(false)
    }
  }

  return (
    <form
      onSubmit={upload}
      noValidate
      className="document-upload"
      data-testid={`upload-${kind ?? 'avatar'}`}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={input}
          id={id}
          type="file"
          name="file"
          accept={(imagesOnly ? imageFileTypes : documentFileTypes).join(',')}
          disabled={disabled || uploading}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={describedBy(id, hint, error)}
          onChange={() => {
            setError(null)
            setUploaded(false)
          }}
        />
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        <FieldErrorText id={`${id}-error`} messageKey={error ?? undefined} />
      </div>
      <div aria-live="polite">
        {uploaded && (
          <p className="alert alert--success" role="status">
            {t('documents.uploaded')}
          </p>
        )}
      </div>
      <FormFailure failure={failure} lead={t('documents.uploadFailed')} />
      <button type="submit" className="button button--secondary" disabled={disabled || uploading}>
        {uploading ? t('documents.uploading') : (buttonLabel ?? t('documents.upload'))}
      </button>
    </form>
  )
}
