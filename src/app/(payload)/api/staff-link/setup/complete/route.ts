import { apiHandler, ok } from '@/server/http/api-handler'
import { completeStaffSetup } from '@/server/staff/complete-staff-setup'

/**
 * POST /api/staff-link/setup/complete (`token`, `password`, `confirmPassword`, `code`): sets the
 * staff member's password and enrols the authenticator (its first code); the link is used up and
 * every session of the account ends. Answers `{ recoveryCodes }` (null when no factor was enrolled).
 */
export const POST = apiHandler(async ({ payload, body, client }) => {
  const result = await completeStaffSetup(payload, body, client)
  return ok(result, { headers: { 'Cache-Control': 'no-store' } })
})
