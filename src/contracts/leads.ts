import { honeypotField } from '@/domain/leads/lead-context'
import { leadTypes } from '@/domain/leads/lead-kinds'
import { contactLeadSchema, timeoutLeadSchema } from '@/domain/leads/lead-schema'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

/**
 * A visitor's contact request (spec 3 and 5) from one of the site's lead forms, and the staff's
 * export of them. The forms' rules are `src/domain/leads/lead-schema.ts`, shared with the pages.
 */
const tag = 'Leads'

/** Sent along, never refused (`readLeadContext`): anything malformed is simply left empty. */
const context = (description: string) =>
  z.string().optional().catch(undefined).meta({ description })

/** What travels with every lead besides the person's own fields. */
const leadContextFields = {
  source: context('The path of the site’s page it was sent from.'),
  projectName: context('The project, when sent from a project’s page.'),
  projectCategory: context('That project’s category.'),
  [honeypotField]: context(
    'Left empty by people: a lead with it is answered like any other, and dropped.',
  ),
}

/** The footer's and the contacts page's form. */
const contactLead = contactLeadSchema.safeExtend(leadContextFields)

const leadCreated = z.object({ success: z.literal(true) })

const leadDescription =
  'Stored with where it came from and the campaign fields (`utm_*`), and announced to the staff by e-mail. 10 an hour per IP address, counted once the request is well formed.'

export const submitLeadRoute = defineRoute({
  method: 'POST',
  path: '/api/leads',
  summary: 'Sends a contact request from any of the lead forms',
  description: `Spec 7. \`type\` names the form: \`general\` (the footer's) or \`contacts\` take the contact form's fields, \`timeout\` the timeout popup's. ${leadDescription} The collection's other methods are Payload's REST API, for staff.`,
  tag,
  caller: 'anyone',
  input: z.discriminatedUnion(
    'type',
    [
      contactLead.safeExtend({ type: z.enum(['general', 'contacts']) }),
      timeoutLeadSchema.safeExtend({ ...leadContextFields, type: z.literal('timeout') }),
    ],
    { error: 'badRequest' },
  ),
  output: leadCreated,
  status: 201,
  errors: ['RATE_LIMITED'],
})

export const footerLeadRoute = defineRoute({
  method: 'POST',
  path: '/api/tfsendernotify/send-form-want-more',
  summary: 'Sends the footer’s contact request',
  description: `Spec 7, the footer form's own call: \`POST /api/leads\` with \`type: general\`. ${leadDescription}`,
  tag,
  caller: 'anyone',
  input: contactLead,
  output: leadCreated,
  status: 201,
  errors: ['RATE_LIMITED'],
})

/** A filter the export does not understand is ignored, as the list's own filters are. */
const dateFilter = (description: string) =>
  z.string().optional().catch(undefined).meta({ description })

export const exportLeadsRoute = defineRoute({
  method: 'GET',
  path: '/api/leads/export.csv',
  summary: 'The leads as a spreadsheet (CSV), newest first',
  description:
    'From the admin’s Leads list. Every cell quoted, with a byte-order mark for Excel; a cell a spreadsheet would run as a formula starts with an apostrophe.',
  tag,
  caller: 'staff',
  roles: ['admin', 'editor'],
  input: z.object({
    type: z.enum(leadTypes).optional().catch(undefined).meta({ description: 'One form’s leads.' }),
    from: dateFilter('Sent at or after this time (ISO 8601).'),
    to: dateFilter('Sent at or before this time (ISO 8601).'),
  }),
  produces: { file: ['text/csv'] },
  output: z.never(),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
})

export const leadRoutes = [submitLeadRoute, footerLeadRoute, exportLeadsRoute]
