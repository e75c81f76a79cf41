import { investorDataExportRoute } from '@/contracts/compliance'
import { exportInvestorData } from '@/server/compliance/export-investor-data'
import { routeHandler } from '@/server/http/route-handler'
import { staffRequest } from '@/server/http/staff-request'

/** The contract: src/contracts/compliance.ts (a JSON file to save). */
export const GET = routeHandler(
  investorDataExportRoute,
  async ({ payload, staff, client, params }) =>
    exportInvestorData(payload, staffRequest(staff, client.locale), Number(params.id)),
)
