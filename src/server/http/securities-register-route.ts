import { NextResponse } from 'next/server'

import { staffRole } from '@/domain/auth/staff-role'
import { identityViewFor } from '@/domain/investments/raise/securities-register'
import { exportSecuritiesRegister } from '@/server/investments/raise/export-securities-register'

import { staffRecordRoute } from './staff-record-route'

/**
 * `GET /api/staff/projects/{id}/securities-register.{csv|xlsx}[?identity=full][&locale=]`:
 * administrators and compliance; IDs masked unless `identity=full`. Never cached anywhere.
 */
export function securitiesRegisterRoute(format: 'csv' | 'xlsx') {
  return staffRecordRoute(
    ['admin', 'compliance'],
    async ({ payload, request, client }, staff, id) => {
      const asked = request.nextUrl.searchParams.get('identity')
      const { filename, contentType, body } = await exportSecuritiesRegister(payload, {
        projectId: id,
        staff,
        format,
        identity: identityViewFor(staffRole({ user: staff }), asked),
        locale: client.locale,
      })
      return new NextResponse(typeof body === 'string' ? body : new Uint8Array(body), {
        headers: {
          'Content-Type': contentType,
          'Content-Disposition': `attachment; filename="${filename}"`,
          'Content-Language': client.locale,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  )
}
