import type { Payload } from 'payload'

import type { StaffRole } from '@/domain/auth/staff-role'
import type { InvestmentStatus, PaymentState } from '@/domain/investments/investment-status'
import { paidTotal } from '@/domain/investments/amounts'
import { isAwaitingTransfer } from '@/domain/investments/statement-matching'
import type { Currency } from '@/domain/money'
import { relationId } from '@/domain/relation-id'
import type { User } from '@/payload-types'
import { AppError } from '@/server/errors/app-error'

/** The staff who see and settle investors' money; editors see none of it. */
export const settlementRoles: readonly StaffRole[] = ['admin', 'compliance']

export type ProjectTransfer = {
  investmentId: number
  number: number
  reference: string
  investorName: string
  /** Minor units. */
  amount: number
  currency: Currency
  /** When the investor pledged (ISO). */
  pledgedAt: string
  status: InvestmentStatus
  paymentState: PaymentState
  /** A card refund that failed: what the provider said (`expired_or_canceled_card`). */
  refundFailure?: string | null
}

export type ProjectTransfers = {
  project: { id: number; name: string; currency: Currency }
  /** Every bank-transfer investment of the project, the statement is matched against all. */
  all: ProjectTransfer[]
  /** Pledges waiting for their transfer, oldest first. */
  awaiting: ProjectTransfer[]
  /** Transfers received for a raise that failed: staff send the money back. */
  refundDue: ProjectTransfer[]
  /**
   * Card payments owed back whose refund through the provider failed (at once, or after it said
   * it succeeded): staff ask the provider again, or send a bank transfer and record it. The
   * amount is what was charged (the fee included).
   */
  cardRefundsFailed: ProjectTransfer[]
}

/**
 * A project's bank-transfer investments for the staff who settle them: read on behalf of the staff
 * member (their access applies), refused to any other role.
 */
export async function listProjectTransfers(
  payload: Payload,
  options: { projectId: number; user: User },
): Promise<ProjectTransfers> {
  const { user } = options
  if (user.collection !== 'users' || !settlementRoles.includes(user.role))
    throw new AppError('FORBIDDEN')
  const project = await payload
    .findByID({
      collection: 'projects',
      id: options.projectId,
      depth: 0,
      select: { name: true, currency: true },
      overrideAccess: false,
      user,
    })
    .catch(() => null)
  if (!project) throw new AppError('NOT_FOUND')
  const { docs } = await payload.find({
    collection: 'investments',
    where: {
      and: [{ project: { equals: options.projectId } }, { method: { equals: 'bank_transfer' } }],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const { docs: cardDocs } = await payload.find({
    collection: 'investments',
    where: {
      and: [
        { project: { equals: options.projectId } },
        { method: { equals: 'card' } },
        { paymentState: { equals: 'refund_due' } },
        { 'refund.failedAt': { exists: true } },
      ],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const investorIds = [
    ...new Set(
      [...docs, ...cardDocs].map((doc) => relationId(doc.investor)).filter((id) => id !== null),
    ),
  ]
  const investors = investorIds.length
    ? await payload.find({
        collection: 'investors',
        where: { id: { in: investorIds } },
        select: { name: true, email: true },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
    : { docs: [] }
  const nameOf = new Map(
    investors.docs.map((investor) => [investor.id, investor.name || investor.email]),
  )
  const rowOf = (doc: (typeof docs)[number]): ProjectTransfer => ({
    investmentId: doc.id,
    number: doc.number,
    reference: doc.reference,
    investorName: nameOf.get(relationId(doc.investor) ?? 0) ?? '',
    amount: Number(doc.amount),
    currency: doc.currency,
    pledgedAt: doc.createdAt,
    status: doc.status,
    paymentState: doc.paymentState,
  })
  const all = docs.map(rowOf)
  return {
    project: { id: project.id, name: project.name, currency: project.currency },
    all,
    awaiting: all.filter(isAwaitingTransfer),
    refundDue: all.filter((transfer) => transfer.paymentState === 'refund_due'),
    cardRefundsFailed: cardDocs.map((doc) => ({
      ...rowOf(doc),
      amount: paidTotal(doc),
      refundFailure: doc.refund?.failure ?? null,
    })),
  }
}
