import type { Payload } from 'payload'

import { contactLeadSchema, timeoutLeadSchema } from '@/domain/leads/lead-schema'
import { readLeadContext } from '@/domain/leads/lead-context'
import { isLeadType, leadFormNames, type LeadType } from '@/domain/leads/lead-kinds'
import type { Lead } from '@/payload-types'
import type { ClientContext } from '@/server/accounts/client-context'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { leadsPerIp } from './lead-rate-limit'
import { leadSubject } from './lead-subject'
import { notifyStaffOfLead } from './notify-staff-of-lead'

export type SubmitLeadResult = { stored: boolean; leadId: number | null }

function personFields(type: LeadType, body: Record<string, unknown>): Partial<Lead> {
  if (type === 'timeout') {
    const lead = parseInput(timeoutLeadSchema, body)
    return {
      fullName: lead.fullName,
      phone: lead.phone,
      email: lead.email,
      agreeInfo: lead.agree,
    }
  }
  const lead = parseInput(contactLeadSchema, body)
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    phone: lead.phone,
    email: lead.email || null,
    message: lead.message,
    agreeInfo: lead.agreeInfo,
  }
}

/**
 * Spec 3 and 7: a visitor's contact request. Counted per IP, validated with the form's own schema,
 * stored with where it came from and the campaign fields, and announced to the staff by e-mail.
 * A filled honeypot is answered like a success and dropped, so a bot learns nothing.
 */
export async function submitLead(
  payload: Payload,
  body: Record<string, unknown>,
  client: ClientContext,
  forcedType?: LeadType,
): Promise<SubmitLeadResult> {
  const type = forcedType ?? body.type
  if (!isLeadType(type)) throw new AppError('VALIDATION_FAILED', { fields: { form: 'badRequest' } })
  const context = readLeadContext(body)
  const person = personFields(type, body)
  // Counted once the request is well formed: a person correcting a typo is not punished.
  await enforceRateLimit(payload, leadsPerIp, client.ip)
  if (context.website) return { stored: false, leadId: null }

  const lead = await payload.create({
    collection: 'leads',
    data: {
      type,
      formName: leadFormNames[type],
      subject: leadSubject(type, client.locale, context.projectName),
      ...person,
      projectName: context.projectName || null,
      projectCategory: context.projectCategory || null,
      source: context.source || null,
      clientInfo: client.userAgent?.slice(0, 500) ?? null,
      locale: client.locale,
      utm: context.utm,
    },
  })
  await notifyStaffOfLead(payload, lead)
  return { stored: true, leadId: lead.id }
}
