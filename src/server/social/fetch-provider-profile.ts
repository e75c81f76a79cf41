import { OAuth2Client } from 'arctic'

import { readProviderProfile, type ProviderProfile } from '@/domain/auth/social-sign-in'

import type { SocialProviderSettings } from './social-provider-settings'
import { socialRedirectUri } from './social-provider-settings'

const timeoutMs = 10_000

/** Trades the authorization code for an access token at the provider's token endpoint. */
async function exchangeCode(
  settings: SocialProviderSettings,
  code: string,
  codeVerifier: string | null,
): Promise<string> {
  if (settings.clientAuth === 'basic') {
    const client = new OAuth2Client(settings.clientId, settings.clientSecret, socialRedirectUri())
    const tokens = await client.validateAuthorizationCode(settings.tokenUrl, code, codeVerifier)
    return tokens.accessToken()
  }
  // Facebook reads the client secret from the request body, not from HTTP Basic.
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: socialRedirectUri(),
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null
  if (!response.ok || typeof body?.access_token !== 'string')
    throw new Error(`token endpoint answered ${response.status}`)
  return body.access_token
}

/** The person as the provider's user-info endpoint describes them; null if it names nobody. */
export async function fetchProviderProfile(
  settings: SocialProviderSettings,
  code: string,
  codeVerifier: string | null,
): Promise<ProviderProfile | null> {
  const accessToken = await exchangeCode(settings, code, codeVerifier)
  const response = await fetch(settings.userInfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`user-info endpoint answered ${response.status}`)
  return readProviderProfile(settings.provider, await response.json())
}
