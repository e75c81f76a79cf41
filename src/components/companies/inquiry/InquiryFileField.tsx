'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useId, useRef } from 'react'

import { FieldErrorText, describedBy } from '@/components/forms/FieldErrorText'
import { FormFailure } from '@/components/forms/FormFailure'
import { acceptFor, type RequiredInquiryFileKind } from '@/domain/companies/inquiry-files'
import type { InquiryFileView, InquiryView } from '@/domain/companies/inquiry-view'

import { UploadProgress } from './UploadProgress'
import { useFileUpload } from './use-file-upload'

type Props = {
  kind: RequiredInquiryFileKind
  current: InquiryFileView | undefined
  onInquiry: (view: InquiryView) => void
}

/**
 * One of the inquiry's documents: the file there now (opened through the company's own route),
 * a chooser that uploads at once with its progress (a new file replaces the old one), and removal.
 * The server reads the bytes and may refuse (an HTML page named .pdf); its reason stays on the
 * field and the file already there is kept.
 */
export function InquiryFileField({ kind, current, onInquiry }: Props) {
  const t = useTranslations('CompanyInquiry.files')
  const format = useFormatter()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useFileUpload(kind, onInquiry)
  const hint = kind === 'cap-table' ? t('capTableHint') : t('pdfHint')

  return (
    <section
      className="inquiry-file"
      aria-labelledby={`${id}-title`}
      data-testid={`inquiry-file-${kind}`}
      data-uploaded={current ? 'true' : 'false'}
    >
      <h3 id={`${id}-title`}>{t(`kinds.${kind}`)}</h3>
      {current ? (
        <p className="inquiry-file__current">
          {t('current')}{' '}
          <a href={current.url} target="_blank" rel="noopener" data-testid="inquiry-file-link">
            <bdi>{current.name}</bdi>
          </a>{' '}
          <span className="field__hint">
            ({format.number(current.size / 1024 / 1024, { maximumFractionDigits: 1 })} MB)
          </span>
        </p>
      ) : (
        <p className="field__hint">{t('none')}</p>
      )}
      <div className="field">
        <label htmlFor={id}>{current ? t('replace') : t('choose')}</label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptFor(kind)}
          disabled={upload.busy}
          aria-invalid={upload.error ? 'true' : 'false'}
          aria-describedby={describedBy(id, hint, upload.error)}
          onChange={async (event) => {
            await upload.upload(event.target.files?.[0])
            if (input.current) input.current.value = ''
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
        <FieldErrorText id={`${id}-error`} messageKey={upload.error ?? undefined} />
      </div>
      {upload.progress && <UploadProgress {...upload.progress} />}
      <div aria-live="polite">
        {upload.done && (
          <p className="alert alert--success" role="status">
            {t(upload.done)}
          </p>
        )}
      </div>
      <FormFailure failure={upload.failure} lead={t('failed')} />
      {current && (
        <button
          type="button"
          className="link-button"
          disabled={upload.busy}
          onClick={() => void upload.remove(current.id)}
          data-testid="inquiry-file-remove"
        >
          {t('remove', { name: current.name })}
        </button>
      )}
    </section>
  )
}
