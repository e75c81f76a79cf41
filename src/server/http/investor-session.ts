import type { NextResponse } from 'next/server'

import { resolveSession, type PublicInvestor } from '@/server/auth/resolve-session'
import {
  hintCookieOptions,
  sessionCookieName,
  sessionCookieOptions,
  sessionTokenFrom,
  signedInHintCookie,
} from '@/server/auth/session-cookie'
import { AppError } from '@/server/errors/app-error'
import {
  knownDeviceCookieName,
  knownDeviceCookieOptions,
  rememberDevice,
} from '@/server/security/known-device'

import type { ApiContext } from './api-handler'

export type SignedIn = { investor: PublicInvestor; token: string; transport: 'cookie' | 'bearer' }

/**
 * The investor making the request. A cookie counts only on requests a browser marks as coming
 * from this site: a state change without `Origin`/`Sec-Fetch-Site` must use a bearer token.
 */
export async function requireInvestor(context: ApiContext): Promise<SignedIn> {
  const presented = sessionTokenFrom(context.request.headers)
  const cookieWithoutProof =
    presented?.transport === 'cookie' &&
    context.request.method !== 'GET' &&
    context.origin !== 'same-origin'
  if (!presented || cookieWithoutProof) throw new AppError('UNAUTHENTICATED')
  const session = await resolveSession(context.payload, presented.token)
  if (session.status !== 'active') throw new AppError('SESSION_EXPIRED')
  return { investor: session.investor, ...presented }
}

export function setSessionCookies(response: NextResponse, token: string, maxAgeSeconds: number) {
  response.cookies.set(sessionCookieName(), token, sessionCookieOptions(maxAgeSeconds))
  response.cookies.set(signedInHintCookie, '1', hintCookieOptions(maxAgeSeconds))
}

/**
 * After a full sign-in in a browser: it becomes a known device of the account (known-device.ts),
 * keeping the tokens it holds for other accounts (`sent`: the cookie as the request carried it).
 */
export function setKnownDeviceCookie(
  response: NextResponse,
  investorId: number,
  sent: string | null | undefined,
) {
  response.cookies.set(
    knownDeviceCookieName('investor'),
    rememberDevice('investor', investorId, sent),
    knownDeviceCookieOptions(),
  )
}

export function clearSessionCookies(response: NextResponse) {
  response.cookies.set(sessionCookieName(), '', sessionCookieOptions(0))
  response.cookies.set(signedInHintCookie, '', hintCookieOptions(0))
}
