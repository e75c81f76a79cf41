import { exportLeadsRoute } from '@/contracts/leads'
import { exportLeadsCsv } from '@/server/leads/export-leads-csv'
import { FileAnswer, routeHandler } from '@/server/http/route-handler'

export const dynamic = 'force-dynamic'

/** The contract: src/contracts/leads.ts (editors and administrators only). */
export const GET = routeHandler(exportLeadsRoute, async ({ payload, staff, input }) => {
  const csv = await exportLeadsCsv(payload, { ...staff, collection: 'users' }, input)
  const day = new Date().toISOString().slice(0, 10)
  return new FileAnswer({
    bytes: csv,
    contentType: 'text/csv; charset=utf-8',
    filename: `leads-${day}.csv`,
    disposition: 'attachment',
  })
})
