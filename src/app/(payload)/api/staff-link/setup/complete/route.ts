import { completeStaffSetupRoute } from '@/contracts/staff-links'
import { routeHandler } from '@/server/http/route-handler'
import { completeStaffSetup } from '@/server/staff/complete-staff-setup'

/**
 * The contract: src/contracts/accounts.ts. The link is used up and every session of the account
 * ends; the recovery codes are answered once, never cached.
 */
export const POST = routeHandler(
  completeStaffSetupRoute,
  async ({ payload, input, client, onResponse }) => {
    const result = await completeStaffSetup(payload, input, client)
    onResponse((response) => response.headers.set('Cache-Control', 'no-store'))
    return result
  },
)
