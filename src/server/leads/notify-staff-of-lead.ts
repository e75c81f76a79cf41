import type { Payload } from 'payload'

import type { Lead } from '@/payload-types'
import { siteUrl } from '@/server/http/site-url'

import { renderLeadEmail } from './render-lead-email'

/** The addresses editors set in the contact details (comma or space separated). */
export function leadRecipients(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter((address) => /^[^@\s]+@[^@\s]+$/.test(address))
}

/**
 * Queues one e-mail per staff recipient in the outbox; the route delivers it after answering, so
 * a slow mail server never delays the visitor.
 */
export async function notifyStaffOfLead(payload: Payload, lead: Lead): Promise<number> {
  const contactInfo = await payload.findGlobal({ slug: 'contact-info', depth: 0 })
  const recipients = leadRecipients(contactInfo.leadRecipients)
  const rendered = renderLeadEmail(lead, `${siteUrl()}/admin/collections/leads/${lead.id}`)
  for (const to of recipients) {
    await payload.create({
      collection: 'email-outbox',
      data: { to, ...rendered, status: 'queued', attempts: 0 },
    })
  }
  return recipients.length
}
