import { apiHandler, ok } from '@/server/http/api-handler'
import { openStaffSetup } from '@/server/staff/open-staff-setup'

/**
 * POST /api/staff-link/setup (`token`): what the staff setup page shows for a live link: the
 * account's address, whether a password is chosen, and the pending authenticator key (the same on
 * every opening of the link). Uses nothing up; `LINK_INVALID` (410) for a used or expired link.
 */
export const POST = apiHandler(async ({ payload, body, client }) => {
  const view = await openStaffSetup(payload, body.token, client)
  return ok(view, { headers: { 'Cache-Control': 'no-store' } })
})
