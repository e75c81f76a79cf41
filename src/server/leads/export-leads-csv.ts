import type { Payload, Where } from 'payload'

import { isLeadType } from '@/domain/leads/lead-kinds'
import { toCsv, type CsvColumn } from '@/domain/leads/leads-csv'
import type { Lead } from '@/payload-types'
import { utmKeys } from '@/domain/utm'

type Staff = NonNullable<Awaited<ReturnType<Payload['auth']>>['user']>

const columns: CsvColumn<Lead>[] = [
  { header: 'id', value: (l) => l.id },
  { header: 'createdAt', value: (l) => l.createdAt },
  { header: 'type', value: (l) => l.type },
  { header: 'formName', value: (l) => l.formName },
  { header: 'subject', value: (l) => l.subject },
  { header: 'firstName', value: (l) => l.firstName },
  { header: 'lastName', value: (l) => l.lastName },
  { header: 'fullName', value: (l) => l.fullName },
  { header: 'phone', value: (l) => l.phone },
  { header: 'email', value: (l) => l.email },
  { header: 'message', value: (l) => l.message },
  { header: 'agreeInfo', value: (l) => (l.agreeInfo ? 'yes' : 'no') },
  { header: 'projectName', value: (l) => l.projectName },
  { header: 'projectCategory', value: (l) => l.projectCategory },
  { header: 'source', value: (l) => l.source },
  { header: 'clientInfo', value: (l) => l.clientInfo },
  { header: 'locale', value: (l) => l.locale },
  { header: 'handled', value: (l) => (l.handled ? 'yes' : 'no') },
  ...utmKeys.map((key) => ({ header: key, value: (l: Lead) => l.utm?.[key] })),
]

/** Filters an editor can narrow the export by (the same ones as the list view's columns). */
export type LeadExportFilters = { type?: string | null; from?: string | null; to?: string | null }

function whereFor(filters: LeadExportFilters): Where {
  const and: Where[] = []
  if (isLeadType(filters.type)) and.push({ type: { equals: filters.type } })
  if (filters.from && !Number.isNaN(Date.parse(filters.from)))
    and.push({ createdAt: { greater_than_equal: new Date(filters.from).toISOString() } })
  if (filters.to && !Number.isNaN(Date.parse(filters.to)))
    and.push({ createdAt: { less_than_equal: new Date(filters.to).toISOString() } })
  return and.length ? { and } : {}
}

/** All leads the staff member may read, newest first, as CSV. Access control decides who may. */
export async function exportLeadsCsv(
  payload: Payload,
  user: Staff,
  filters: LeadExportFilters = {},
): Promise<string> {
  const result = await payload.find({
    collection: 'leads',
    where: whereFor(filters),
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return toCsv(columns, result.docs)
}
