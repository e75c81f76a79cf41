import { ApiRequestError, callRoute } from '@/client/call-route'
import { currentAccountRoute, logoutRoute } from '@/contracts/session'
import type * as z from '@/domain/zod'

// Every page's account state loads this module when it is needed (a session to read, a sign-out),
// not with the page: it brings the contracts' schemas, and zod with them (34 kB gzip).

/** The signed-in account, as `GET /api/user` answers it. */
export type AccountUser = z.output<typeof currentAccountRoute.output>['user']

/**
 * The session's account, or none: `expired` when the server says the session has ended. The
 * network failing says nothing about the session: that is thrown.
 */
export async function fetchCurrentAccount(): Promise<
  { user: AccountUser; expired: false } | { user: null; expired: boolean }
> {
  try {
    const { user } = await callRoute(currentAccountRoute, { input: {} })
    return { user, expired: false }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error
    return { user: null, expired: error.error.code === 'SESSION_EXPIRED' }
  }
}

/**
 * Ends the session (`POST /api/logout`). The server's refusal (its own failure) is not thrown: the
 * page goes on as a visitor's all the same. The network failing is.
 */
export async function logOutOnServer(): Promise<void> {
  await callRoute(logoutRoute, { input: {} }).catch((error: unknown) => {
    if (!(error instanceof ApiRequestError)) throw error
  })
}
