import { ApiRequestError, readApiError } from '@/client/account/api-error'
import { apiFetch } from '@/client/api-fetch'
import { honeypotField, type LeadProject } from '@/domain/leads/lead-context'

/**
 * Sends a lead with what the server needs besides the person's fields: the route it was sent
 * from, the project, the honeypot, the language (campaign fields are added by `apiFetch`).
 */
export async function postLead(
  path: string,
  fields: object,
  options: { locale: string; type: string; project?: LeadProject; honeypot: string },
): Promise<void> {
  const response = await apiFetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    body: {
      ...fields,
      type: options.type,
      locale: options.locale,
      source: window.location.pathname,
      projectName: options.project?.name ?? '',
      projectCategory: options.project?.category ?? '',
      [honeypotField]: options.honeypot,
    },
  })
  if (!response.ok) throw new ApiRequestError(await readApiError(response))
}

/** Spec 7: the conversion event for the tag manager after a timeout-popup lead. */
export function pushConversion(formName: string): void {
  const w = window as unknown as { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ event: 'lead_conversion', formName })
}
