import { apiHandler, ok } from '@/server/http/api-handler'
import { undoStaffEmailChange } from '@/server/staff/undo-staff-email-change'

/**
 * POST /api/staff-link/undo-email (`token`): the link e-mailed to a staff account's old address
 * after an address change. Restores the address, ends every session, replaces the password and
 * e-mails a setup link to the restored address. Answers `{ email }`.
 */
export const POST = apiHandler(
  async ({ payload, body, client }) => ok(await undoStaffEmailChange(payload, body.token, client)),
  { sendsEmail: true },
)
