import { apiFetch } from '@/client/api-fetch'
import { ApiRequestError, callRoute, refusalIn } from '@/client/call-route'
import { footerLeadRoute, submitLeadRoute } from '@/contracts/leads'
import { honeypotField, type LeadProject } from '@/domain/leads/lead-context'
import type { ContactLead, TimeoutLead } from '@/domain/leads/lead-schema'
import type * as z from '@/domain/zod'

/** What the server needs with a lead besides the person's fields (campaign fields: `apiFetch`). */
export type LeadContextFields = Pick<
  z.input<typeof footerLeadRoute.input>,
  'source' | 'projectName' | 'projectCategory' | typeof honeypotField
>

/** The route the lead was sent from, the project it is about, and the honeypot. */
export function leadContextFields(options: {
  project?: LeadProject | undefined
  honeypot: string
}): LeadContextFields {
  return {
    source: window.location.pathname,
    projectName: options.project?.name ?? '',
    projectCategory: options.project?.category ?? '',
    [honeypotField]: options.honeypot,
  }
}

/** The footer's contact request (spec 7's own call for it) or the contacts page's. */
export async function postContactLead(
  kind: 'general' | 'contacts',
  lead: ContactLead,
  context: LeadContextFields,
  locale: string,
): Promise<void> {
  if (kind === 'general')
    await callRoute(footerLeadRoute, { input: { ...lead, ...context }, locale })
  else await callRoute(submitLeadRoute, { input: { ...lead, ...context, type: kind }, locale })
}

/**
 * The timeout popup's lead, to the spec's page address `/form/timeout` (outside the API, so
 * without a contract; the proxy adds the locale segment).
 */
export async function postTimeoutLead(
  lead: TimeoutLead,
  context: LeadContextFields,
  locale: string,
): Promise<void> {
  const response = await apiFetch('/form/timeout', {
    method: 'POST',
    credentials: 'same-origin',
    body: { ...lead, ...context, type: 'timeout', locale },
  })
  if (!response.ok) throw new ApiRequestError(refusalIn(await response.json().catch(() => null)))
}

/** Spec 7: the conversion event for the tag manager after a timeout-popup lead. */
export function pushConversion(formName: string): void {
  const w = window as unknown as { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ event: 'lead_conversion', formName })
}
