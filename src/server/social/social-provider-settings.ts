import { socialProviders, type SocialProvider } from '@/domain/auth/social-sign-in'
import { siteUrl } from '@/server/http/site-url'

export type SocialProviderSettings = {
  provider: SocialProvider
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  userInfoUrl: string
  scopes: string[]
  /** Google takes PKCE; Facebook's web login does not document it. */
  pkce: boolean
  /** How the client secret goes to the token endpoint: HTTP Basic, or in the body (Facebook). */
  clientAuth: 'basic' | 'post'
}

type Defaults = Omit<SocialProviderSettings, 'provider' | 'clientId' | 'clientSecret'>

const defaults: Record<SocialProvider, Defaults> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    clientAuth: 'basic',
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scopes: ['email', 'public_profile'],
    pkce: false,
    clientAuth: 'post',
  },
}

/**
 * A provider's settings from the environment (`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`, and
 * `GOOGLE_AUTHORIZATION_URL` / `_TOKEN_URL` / `_USERINFO_URL` to point elsewhere, as the tests
 * do; the same with `FACEBOOK_`). Null when the provider is not configured: its button is hidden.
 */
export function socialProviderSettings(provider: SocialProvider): SocialProviderSettings | null {
  const prefix = provider.toUpperCase()
  const env = (name: string) => process.env[`${prefix}_${name}`]?.trim() || undefined
  const clientId = env('CLIENT_ID')
  const clientSecret = env('CLIENT_SECRET')
  if (!clientId || !clientSecret) return null
  const base = defaults[provider]
  return {
    ...base,
    provider,
    clientId,
    clientSecret,
    authorizationUrl: env('AUTHORIZATION_URL') ?? base.authorizationUrl,
    tokenUrl: env('TOKEN_URL') ?? base.tokenUrl,
    userInfoUrl: env('USERINFO_URL') ?? base.userInfoUrl,
  }
}

export const configuredSocialProviders = (): SocialProvider[] =>
  socialProviders.filter((provider) => socialProviderSettings(provider) !== null)

/** Both providers send the person back to `/callback` (spec 2); the state cookie says which. */
export const socialRedirectUri = () => `${siteUrl()}/callback`
