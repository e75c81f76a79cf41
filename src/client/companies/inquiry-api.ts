import { ApiRequestError, callRoute } from '@/client/call-route'
import { currentUtm } from '@/client/utm-store'
import {
  removeInquiryFileRoute,
  saveInquiryStepRoute,
  submitInquiryRoute,
  uploadInquiryFileRoute,
} from '@/contracts/companies'
import { routePath } from '@/contracts/route-contract'
import type { InquiryFileKind } from '@/domain/companies/inquiry-files'
import type { AnswerStep } from '@/domain/companies/inquiry-steps'
import { apiErrorAnswerSchema } from '@/domain/errors/api-error-body'
import { withUtmBody } from '@/domain/utm'
import type * as z from '@/domain/zod'

/** The inquiry calls (src/contracts/companies.ts), answered in the page's language. */
type InquiryAnswer = z.output<typeof saveInquiryStepRoute.output>['inquiry']

export async function saveStep(
  step: AnswerStep,
  values: object,
  intent: 'draft' | 'continue',
  locale: string,
): Promise<InquiryAnswer> {
  const { inquiry } = await callRoute(saveInquiryStepRoute, {
    params: { step },
    input: { ...values, intent },
    locale,
  })
  return inquiry
}

export async function removeFile(id: number, locale: string): Promise<InquiryAnswer> {
  const { inquiry } = await callRoute(removeInquiryFileRoute, {
    params: { id },
    input: {},
    locale,
  })
  return inquiry
}

/** Once the company has ticked the declaration that its answers and files are true. */
export async function submitInquiry(locale: string): Promise<InquiryAnswer> {
  const { inquiry } = await callRoute(submitInquiryRoute, { input: { declaration: true }, locale })
  return inquiry
}

export type UploadProgress = { loaded: number; total: number }

/** A refusal of ours in a failed answer, or INTERNAL without a message (a proxy's page). */
function refusalOf(text: string): ApiRequestError {
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: not one of our refusals.
  }
  const refusal = apiErrorAnswerSchema.safeParse(body)
  return new ApiRequestError(
    refusal.success ? refusal.data.error : { code: 'INTERNAL', message: '' },
  )
}

/**
 * A file sent with XMLHttpRequest rather than fetch, which reports no upload progress: the page
 * shows how much of a large document has gone. The campaign fields travel with it as with every
 * call (`apiFetch`); the answer is read with the contract's schema, as `callRoute` reads it.
 */
export function uploadFile(
  kind: InquiryFileKind,
  file: File,
  locale: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<z.output<typeof uploadInquiryFileRoute.output>> {
  const form = new FormData()
  form.set('kind', kind)
  form.set('locale', locale)
  form.set('file', file)
  const body = withUtmBody(form, currentUtm()) as FormData
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(uploadInquiryFileRoute.method, routePath(uploadInquiryFileRoute))
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size })
    request.onerror = () => reject(new ApiRequestError({ code: 'INTERNAL', message: '' }))
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(refusalOf(request.responseText))
        return
      }
      let answer: unknown = null
      try {
        answer = JSON.parse(request.responseText)
      } catch {
        // Checked below: an answer that is not the contract's is a failure.
      }
      const checked = uploadInquiryFileRoute.output.safeParse(answer)
      if (checked.success) resolve(checked.data)
      else reject(new ApiRequestError({ code: 'INTERNAL', message: '' }))
    }
    request.send(body)
  })
}
