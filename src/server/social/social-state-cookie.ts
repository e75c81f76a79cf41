import type { NextResponse } from 'next/server'

import { isSocialProvider, type SocialProvider } from '@/domain/auth/social-sign-in'
import { safeRedirectTarget } from '@/domain/redirect-target'
import { privateCookieName, readCookie, sessionCookieOptions } from '@/server/auth/session-cookie'

/**
 * What the browser keeps while it is away at the provider: the `state` to compare on return
 * (CSRF), the PKCE verifier, the provider and the page to go back to. HttpOnly, SameSite Lax (it
 * must come back on the provider's top-level redirect), ten minutes.
 */
export type SocialState = {
  provider: SocialProvider
  state: string
  codeVerifier: string | null
  returnTo: string
}

const cookieBase = 'social_sign_in'
const lifetimeSeconds = 600

export function setSocialStateCookie(response: NextResponse, value: SocialState) {
  response.cookies.set(
    privateCookieName(cookieBase),
    Buffer.from(JSON.stringify(value)).toString('base64url'),
    sessionCookieOptions(lifetimeSeconds),
  )
}

export function clearSocialStateCookie(response: NextResponse) {
  response.cookies.set(privateCookieName(cookieBase), '', sessionCookieOptions(0))
}

export function readSocialStateCookie(cookieHeader: string | null): SocialState | null {
  const raw = readCookie(cookieHeader, privateCookieName(cookieBase))
  if (!raw) return null
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SocialState>
    if (!isSocialProvider(value.provider) || typeof value.state !== 'string' || !value.state)
      return null
    return {
      provider: value.provider,
      state: value.state,
      codeVerifier: typeof value.codeVerifier === 'string' ? value.codeVerifier : null,
      returnTo: safeRedirectTarget(value.returnTo),
    }
  } catch {
    return null
  }
}
