import { undoStaffEmailChangeRoute } from '@/contracts/staff-links'
import { routeHandler } from '@/server/http/route-handler'
import { undoStaffEmailChange } from '@/server/staff/undo-staff-email-change'

/**
 * The contract: src/contracts/accounts.ts. The link e-mailed to a staff account's old address
 * after an address change: the address back, every session ended, a setup link e-mailed.
 */
export const POST = routeHandler(
  undoStaffEmailChangeRoute,
  async ({ payload, input, client }) => undoStaffEmailChange(payload, input.token, client),
  { sendsEmail: true },
)
