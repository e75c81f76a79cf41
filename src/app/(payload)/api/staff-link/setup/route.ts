import { openStaffSetupRoute } from '@/contracts/staff-links'
import { routeHandler } from '@/server/http/route-handler'
import { openStaffSetup } from '@/server/staff/open-staff-setup'

/** The contract: src/contracts/accounts.ts. Uses nothing up; never cached (the key is in it). */
export const POST = routeHandler(
  openStaffSetupRoute,
  async ({ payload, input, client, onResponse }) => {
    const view = await openStaffSetup(payload, input.token, client)
    onResponse((response) => response.headers.set('Cache-Control', 'no-store'))
    return view
  },
)
