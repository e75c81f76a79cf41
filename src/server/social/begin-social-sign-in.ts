import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'

import type { SocialProvider } from '@/domain/auth/social-sign-in'
import { safeRedirectTarget } from '@/domain/redirect-target'
import { AppError } from '@/server/errors/app-error'

import type { SocialState } from './social-state-cookie'
import { socialProviderSettings, socialRedirectUri } from './social-provider-settings'

/**
 * The provider's authorization page for this person (authorization-code flow with `state`, and
 * PKCE where the provider takes it), and what to remember until they come back.
 */
export function beginSocialSignIn(
  provider: SocialProvider,
  returnTo: unknown,
): { authorizationUrl: URL; remember: SocialState } {
  const settings = socialProviderSettings(provider)
  if (!settings) throw new AppError('NOT_FOUND')
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, socialRedirectUri())
  const state = generateState()
  const codeVerifier = settings.pkce ? generateCodeVerifier() : null
  const authorizationUrl = codeVerifier
    ? client.createAuthorizationURLWithPKCE(
        settings.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        settings.scopes,
      )
    : client.createAuthorizationURL(settings.authorizationUrl, state, settings.scopes)
  return {
    authorizationUrl,
    remember: { provider, state, codeVerifier, returnTo: safeRedirectTarget(returnTo) },
  }
}
