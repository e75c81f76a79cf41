import type { NextRequest, NextResponse } from 'next/server'

import type { StaffRole } from '@/domain/auth/staff-role'
import type { User } from '@/payload-types'
import { AppError } from '@/server/errors/app-error'

import { apiHandler, type ApiContext } from './api-handler'
import { requireStaff } from './staff-session'

type Params = { params: Promise<{ id: string }> }

/**
 * A staff action on one record, `POST /api/staff/…/{id}/…`: the member's role is checked (403
 * for others, 401 for nobody), a malformed id is not found, then `handle` runs with the id.
 */
export function staffRecordRoute(
  roles: readonly StaffRole[],
  handle: (context: ApiContext, staff: User, id: number) => Promise<NextResponse>,
  options: { sendsEmail?: boolean; maxBodyBytes?: number } = {},
) {
  return (request: NextRequest, { params }: Params) =>
    apiHandler(async (context) => {
      const staff = await requireStaff(context, roles)
      const { id } = await params
      if (!/^[1-9]\d{0,8}$/.test(id)) throw new AppError('NOT_FOUND')
      return handle(context, staff, Number(id))
    }, options)(request)
}
