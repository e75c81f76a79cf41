import { socialSignInRoute } from '@/contracts/sign-in'
import { isSocialProvider } from '@/domain/auth/social-sign-in'
import { AppError } from '@/server/errors/app-error'
import { RedirectAnswer, routeHandler } from '@/server/http/route-handler'
import { beginSocialSignIn } from '@/server/social/begin-social-sign-in'
import { setSocialStateCookie } from '@/server/social/social-state-cookie'

/**
 * The contract: src/contracts/accounts.ts. Off to the provider's authorization page; the provider
 * sends the person back to /callback.
 */
export const GET = routeHandler(socialSignInRoute, async ({ params, input, onResponse }) => {
  if (!isSocialProvider(params.provider)) throw new AppError('NOT_FOUND')
  const { authorizationUrl, remember } = beginSocialSignIn(params.provider, input.return ?? null)
  onResponse((response) => setSocialStateCookie(response, remember))
  return new RedirectAnswer(authorizationUrl)
})
