import config from '@payload-config'
import { NextResponse, type NextRequest } from 'next/server'
import { getPayload } from 'payload'

import { staffRole } from '@/access/is-staff'
import { exportLeadsCsv } from '@/server/leads/export-leads-csv'

export const dynamic = 'force-dynamic'

/** GET /api/leads/export.csv: the leads as a spreadsheet, for editors and administrators only. */
export async function GET(request: NextRequest) {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  const role = user ? staffRole({ user }) : null
  if (!user || !role) return NextResponse.json({ error: 'UNAUTHENTICATED' }, { status: 401 })
  if (role !== 'admin' && role !== 'editor')
    return NextResponse.json({ error: 'FORBIDDEN' }, { status: 403 })
  const search = request.nextUrl.searchParams
  const csv = await exportLeadsCsv(payload, user, {
    type: search.get('type'),
    from: search.get('from'),
    to: search.get('to'),
  })
  const day = new Date().toISOString().slice(0, 10)
  return new NextResponse(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
