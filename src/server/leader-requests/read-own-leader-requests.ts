import type { Payload } from 'payload'

import type { LeaderRequestStatus } from '@/domain/leader-requests/leader-request-schema'
import type { PublicInvestor } from '@/server/auth/resolve-session'

export type OwnLeaderRequest = {
  id: number
  status: LeaderRequestStatus
  message: string
  answer: string | null
  attachments: number
  createdAt: string
  decidedAt: string | null
}

/**
 * GET /api/catalog/leader-requests: the investor's own leader requests, newest first, with
 * compliance's answer; read as that investor, through access control. At most one is open.
 */
export async function readOwnLeaderRequests(
  payload: Payload,
  investor: PublicInvestor,
): Promise<{ requests: OwnLeaderRequest[]; canSend: boolean }> {
  const { docs } = await payload.find({
    collection: 'leader-requests',
    where: { investor: { equals: investor.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    overrideAccess: false,
    user: { ...investor, collection: 'investors' as const },
  })
  const requests = docs.map((request) => ({
    id: request.id,
    status: request.status,
    message: request.message,
    answer: request.answer ?? null,
    attachments: request.attachments?.length ?? 0,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt ?? null,
  }))
  return {
    requests,
    canSend:
      investor.accountKind !== 'company' && !requests.some((request) => request.status === 'open'),
  }
}
