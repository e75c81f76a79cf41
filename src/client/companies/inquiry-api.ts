import { ApiRequestError, readApiError, type ApiError } from '@/client/account/api-error'
import { apiFetch } from '@/client/api-fetch'
import { currentUtm } from '@/client/utm-store'
import type { InquiryFileKind } from '@/domain/companies/inquiry-files'
import type { AnswerStep } from '@/domain/companies/inquiry-steps'
import type { InquiryFileView, InquiryView } from '@/domain/companies/inquiry-view'
import { withUtmBody } from '@/domain/utm'

/** The inquiry calls (docs/api.md, "Company inquiry"), answered in the page's language. */
async function inquiryOf(response: Response): Promise<InquiryView> {
  if (!response.ok) throw new ApiRequestError(await readApiError(response))
  return ((await response.json()) as { inquiry: InquiryView }).inquiry
}

/** What a failed call answered, or an unexpected failure (no answer, a network error). */
export function inquiryErrorOf(error: unknown): ApiError {
  return error instanceof ApiRequestError ? error.error : { code: 'INTERNAL', message: '' }
}

export async function saveStep(
  step: AnswerStep,
  values: object,
  intent: 'draft' | 'continue',
  locale: string,
): Promise<InquiryView> {
  return inquiryOf(
    await apiFetch(`/api/company/inquiry/steps/${step}`, {
      method: 'POST',
      body: { ...values, intent, locale },
      credentials: 'same-origin',
    }),
  )
}

export async function removeFile(id: number, locale: string): Promise<InquiryView> {
  return inquiryOf(
    await apiFetch(`/api/company/inquiry/files/${id}`, {
      method: 'DELETE',
      body: { locale },
      credentials: 'same-origin',
    }),
  )
}

export async function submitInquiry(declaration: boolean, locale: string): Promise<InquiryView> {
  return inquiryOf(
    await apiFetch('/api/company/inquiry/submit', {
      method: 'POST',
      body: { declaration, locale },
      credentials: 'same-origin',
    }),
  )
}

export type UploadProgress = { loaded: number; total: number }

/**
 * A file sent with XMLHttpRequest rather than fetch, which reports no upload progress: the page
 * shows how much of a large document has gone. The campaign fields travel with it as with every
 * call (`apiFetch`).
 */
export function uploadFile(
  kind: InquiryFileKind,
  file: File,
  locale: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<{ file: InquiryFileView; inquiry: InquiryView }> {
  const form = new FormData()
  form.set('kind', kind)
  form.set('locale', locale)
  form.set('file', file)
  const body = withUtmBody(form, currentUtm()) as FormData
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/company/inquiry/files')
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size })
    request.onerror = () => reject(new ApiRequestError({ code: 'INTERNAL', message: '' }))
    request.onload = () => {
      const answer = new Response(request.responseText, {
        status: request.status,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
      })
      if (request.status >= 200 && request.status < 300) resolve(answer.json())
      else readApiError(answer).then((error) => reject(new ApiRequestError(error)))
    }
    request.send(body)
  })
}
