import { ApiRequestError, callRoute } from '@/client/call-route'
import { logoutRoute } from '@/contracts/session'

/**
 * Ends the session (`POST /api/logout`). The server's refusal (its own failure) is not thrown: the
 * page goes on as a visitor's all the same. The network failing is.
 */
export async function logOutOnServer(): Promise<void> {
  await callRoute(logoutRoute, { input: {} }).catch((error: unknown) => {
    if (!(error instanceof ApiRequestError)) throw error
  })
}
