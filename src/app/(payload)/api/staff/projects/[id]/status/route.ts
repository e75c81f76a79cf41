import type { NextRequest } from 'next/server'

import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireStaff } from '@/server/http/staff-session'
import { changeProjectStatus } from '@/server/raise/change-project-status'

type Params = { params: Promise<{ id: string }> }

/**
 * POST /api/staff/projects/{id}/status: `{ to, reason? }`, editors and administrators (the
 * admin's status control calls it). Only the status machine's staff transitions are taken
 * (`409 STATUS_CHANGE_NOT_ALLOWED` otherwise); denying needs a reason.
 */
export function POST(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) => {
    const staff = await requireStaff(context, ['admin', 'editor'])
    const { id } = await params
    if (!/^[1-9]\d{0,8}$/.test(id)) throw new AppError('NOT_FOUND')
    const changed = await changeProjectStatus(context.payload, {
      projectId: Number(id),
      staff,
      input: context.body,
    })
    return ok(changed, { headers: { 'Cache-Control': 'no-store' } })
  })(request)
}
