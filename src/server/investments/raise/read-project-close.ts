import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type {
  InvestmentStatus,
  PaymentMethod,
  PaymentState,
} from '@/domain/investments/investment-status'
import { foldCloseFigures, type CloseFigures } from '@/domain/investments/raise/close-figures'
import { registerIsOpen, type RegisterRow } from '@/domain/investments/raise/securities-register'
import type { Locale } from '@/i18n/locales'
import { investments, raise_totals } from '@/payload-generated-schema'
import { requireReviewer } from '@/server/compliance/reviewer'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'
import { AppError } from '@/server/errors/app-error'

import { readRegisterRows } from './read-register-rows'

type GroupRow = Fields<
  | [typeof investments.method, PaymentMethod]
  | [typeof investments.status, InvestmentStatus]
  | [typeof investments.paymentState, PaymentState]
  | [typeof investments.amount, string]
> & { count: number }

export type ProjectClose = {
  project: {
    id: number
    alias: string
    name: string
    status: string
    raisingType: 'stock' | 'bonds'
    currency: 'ILS' | 'USD'
    minimumRaise: number
    maximumRaise: number
  }
  raise: {
    raisedMinor: number
    investorCount: number
    minimumReachedAt: string | null
    closedAt: string | null
  }
  figures: CloseFigures
  registerOpen: boolean
  /** The register's rows (IDs masked) once it is open, each with its investment for the letter. */
  register: RegisterRow[]
}

/**
 * The close screen of a project (administrators and compliance only; editors see no money of
 * investors): its minimum, maximum and status, the raise's total, and the investments counted
 * into the settlement buckets per payment method, from one grouped query. Once the raise
 * succeeded, the register's rows with masked ID numbers, for the allotment letters' links.
 */
export async function readProjectClose(
  payload: Payload,
  options: { projectId: number; req: Pick<PayloadRequest, 'user'>; locale: Locale },
): Promise<ProjectClose> {
  requireReviewer(options.req)
  const project = await payload.findByID({
    collection: 'projects',
    id: options.projectId,
    locale: options.locale,
    depth: 0,
    draft: true,
    disableErrors: true,
    select: {
      alias: true,
      name: true,
      status: true,
      raisingType: true,
      currency: true,
      minimumRaise: true,
      maximumRaise: true,
    },
    overrideAccess: false,
    user: options.req.user,
  })
  if (!project) throw new AppError('NOT_FOUND')
  const db = sqlDatabase(payload)
  const [groups, totals, register] = await Promise.all([
    db.execute(sql`
      select ${investments.method}, ${investments.status}, ${investments.paymentState},
             count(*)::int as count, sum(${investments.amount}) as ${bare(investments.amount)}
        from ${investments} where ${investments.project} = ${project.id}
       group by ${investments.method}, ${investments.status}, ${investments.paymentState}`),
    db.execute(sql`
      select ${raise_totals.raised}, ${raise_totals.investorCount},
             ${raise_totals.minimumReachedAt}, ${raise_totals.closedAt}
        from ${raise_totals} where ${raise_totals.project} = ${project.id}`),
    registerIsOpen(project.status)
      ? readRegisterRows(payload, { projectId: project.id, identity: 'masked' })
      : Promise.resolve([]),
  ])
  const raise = totals.rows[0] as
    | Fields<
        | [typeof raise_totals.raised | typeof raise_totals.investorCount, string]
        | [typeof raise_totals.minimumReachedAt | typeof raise_totals.closedAt, string | null]
      >
    | undefined
  return {
    project: {
      id: project.id,
      alias: project.alias,
      name: project.name ?? '',
      status: project.status,
      raisingType: project.raisingType ?? 'stock',
      currency: project.currency,
      minimumRaise: Number(project.minimumRaise ?? 0),
      maximumRaise: Number(project.maximumRaise ?? 0),
    },
    raise: {
      raisedMinor: Number(raise?.raised ?? 0),
      investorCount: Number(raise?.investor_count ?? 0),
      minimumReachedAt: raise?.minimum_reached_at ?? null,
      closedAt: raise?.closed_at ?? null,
    },
    figures: foldCloseFigures(
      (groups.rows as GroupRow[]).map((row) => ({
        method: row.method,
        status: row.status,
        paymentState: row.payment_state,
        count: Number(row.count),
        amountMinor: Number(row.amount),
      })),
    ),
    registerOpen: registerIsOpen(project.status),
    register,
  }
}
