import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok } from '@/server/http/api-handler'
import { openLinkToken } from '@/server/links/link-token'

/**
 * POST /api/link-token/open (`token`): what an invitation or transaction link carries. Only the
 * server holds the key; a forged, altered or expired token is LINK_INVALID.
 */
export const POST = apiHandler(async ({ body }) => {
  const content = typeof body.token === 'string' ? openLinkToken(body.token) : null
  if (!content) throw new AppError('LINK_INVALID')
  return ok(content, { headers: { 'Cache-Control': 'no-store' } })
})
