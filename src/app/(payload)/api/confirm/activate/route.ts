import { confirmAccountLink } from '@/server/accounts/confirm-account-link'
import { apiHandler, ok } from '@/server/http/api-handler'

/** Spec 7, POST /api/confirm/activate (`code`): activation and new-address links alike. */
export const POST = apiHandler(
  async ({ payload, body, client }) => ok(await confirmAccountLink(payload, body, client)),
  { sendsEmail: true },
)
