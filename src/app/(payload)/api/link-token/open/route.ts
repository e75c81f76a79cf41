import { openLinkTokenRoute } from '@/contracts/accounts'
import { AppError } from '@/server/errors/app-error'
import { routeHandler } from '@/server/http/route-handler'
import { openLinkToken } from '@/server/links/link-token'

/**
 * The contract: src/contracts/accounts.ts. What an invitation or transaction link carries; only
 * the server holds the key. Never cached.
 */
export const POST = routeHandler(openLinkTokenRoute, async ({ input, onResponse }) => {
  const content = openLinkToken(input.token)
  if (!content) throw new AppError('LINK_INVALID')
  onResponse((response) => response.headers.set('Cache-Control', 'no-store'))
  return content
})
