import type { NextRequest } from 'next/server'

import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireStaff } from '@/server/http/staff-session'
import { decideLeaderRequest } from '@/server/leader-requests/decide-leader-request'

type Params = { params: Promise<{ id: string }> }

/**
 * POST /api/compliance/leader-requests/{id}/decision: `{ decision: "approve" | "reject", answer }`,
 * compliance officers and administrators only (the admin's decision panel calls it). The
 * investor's e-mail goes after the answer.
 */
export function POST(request: NextRequest, { params }: Params) {
  return apiHandler(
    async (context) => {
      const staff = await requireStaff(context, ['admin', 'compliance'])
      const { id } = await params
      if (!/^[1-9]\d{0,8}$/.test(id)) throw new AppError('NOT_FOUND')
      const decided = await decideLeaderRequest(context.payload, {
        requestId: Number(id),
        staffId: staff.id,
        input: context.body,
      })
      return ok({ request: decided }, { headers: { 'Cache-Control': 'no-store' } })
    },
    { sendsEmail: true },
  )(request)
}
