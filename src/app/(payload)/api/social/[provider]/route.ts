import { NextResponse } from 'next/server'

import { isSocialProvider } from '@/domain/auth/social-sign-in'
import { AppError } from '@/server/errors/app-error'
import { apiHandler } from '@/server/http/api-handler'
import { beginSocialSignIn } from '@/server/social/begin-social-sign-in'
import { setSocialStateCookie } from '@/server/social/social-state-cookie'

/**
 * GET /api/social/{google|facebook}?return=/path: off to the provider's authorization page. The
 * provider sends the person back to /callback.
 */
export const GET = apiHandler(async ({ request }) => {
  const provider = request.nextUrl.pathname.split('/').pop()
  if (!isSocialProvider(provider)) throw new AppError('NOT_FOUND')
  const { authorizationUrl, remember } = beginSocialSignIn(
    provider,
    request.nextUrl.searchParams.get('return'),
  )
  const response = NextResponse.redirect(authorizationUrl, 303)
  setSocialStateCookie(response, remember)
  return response
})
