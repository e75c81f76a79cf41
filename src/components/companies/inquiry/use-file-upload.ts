'use client'

import { useLocale } from 'next-intl'
import { useState } from 'react'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { apiErrorOf } from '@/client/call-route'
import { removeFile, uploadFile } from '@/client/companies/inquiry-api'
import { inquiryFileProblem, type InquiryFileKind } from '@/domain/companies/inquiry-files'
import type { InquiryFileView, InquiryView } from '@/domain/companies/inquiry-view'

/**
 * Sending and taking back one file of the inquiry: the browser's own check first (name, size),
 * then the upload with its progress; the server's refusal of the bytes comes back as a
 * `Validation` key for the field, anything else as `failure`.
 */
export function useFileUpload(kind: InquiryFileKind, onInquiry: (view: InquiryView) => void) {
  const locale = useLocale()
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<'uploaded' | 'removed' | null>(null)

  function reset() {
    setError(null)
    setFailure(null)
    setDone(null)
  }

  async function upload(file: File | undefined): Promise<InquiryFileView | null> {
    reset()
    const problem = inquiryFileProblem(file, kind)
    if (problem || !file) {
      setError(problem)
      return null
    }
    setBusy(true)
    setProgress({ name: file.name, percent: 0 })
    try {
      const answer = await uploadFile(kind, file, locale, ({ loaded, total }) =>
        setProgress({ name: file.name, percent: total ? Math.round((loaded * 100) / total) : 0 }),
      )
      onInquiry(answer.inquiry)
      setDone('uploaded')
      return answer.file
    } catch (caught) {
      const apiError = apiErrorOf(caught)
      const fileError = apiError.fields?.file?.key
      if (fileError) setError(fileError)
      else setFailure(apiError)
      return null
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  async function remove(id: number): Promise<boolean> {
    reset()
    setBusy(true)
    try {
      onInquiry(await removeFile(id, locale))
      setDone('removed')
      return true
    } catch (caught) {
      setFailure(apiErrorOf(caught))
      return false
    } finally {
      setBusy(false)
    }
  }

  return { upload, remove, progress, error, failure, busy, done, reset }
}
