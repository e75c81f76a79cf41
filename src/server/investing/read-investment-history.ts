import type { Payload, PayloadRequest } from 'payload'

import type { PastInvestment } from '@/domain/investments/allowance'
import { windowStart } from '@/domain/investments/allowance'
import { liveInvestmentStatuses } from '@/domain/investments/investment-status'
import { relationId } from '@/domain/relation-id'

/**
 * The investor's live investments the caps count: those of the last 12 months, and every one in
 * `projectId` (the per-offer cap). Inside an investment's transaction, after the investor's row is
 * locked, this is exact: no other investment of theirs can be written meanwhile.
 */
export async function readInvestmentHistory(
  payload: Payload,
  investorId: number,
  projectId: number | null,
  now: Date,
  req?: Partial<PayloadRequest>,
): Promise<PastInvestment[]> {
  const since = windowStart(now, 12).toISOString()
  const { docs } = await payload.find({
    collection: 'investments',
    where: {
      and: [
        { investor: { equals: investorId } },
        { status: { in: [...liveInvestmentStatuses] } },
        {
          or: [
            { createdAt: { greater_than: since } },
            ...(projectId === null ? [] : [{ project: { equals: projectId } }]),
          ],
        },
      ],
    },
    select: { project: true, amountIls: true, createdAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((each) => ({
    id: each.id,
    projectId: relationId(each.project) ?? 0,
    amountIlsMinor: Number(each.amountIls),
    createdAt: new Date(each.createdAt),
  }))
}
