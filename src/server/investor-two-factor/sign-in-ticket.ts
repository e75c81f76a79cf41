import type { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { findUsableToken } from '@/server/auth/usable-token'
import type { AccountToken } from '@/payload-types'
import { createOpaqueToken } from '@/server/auth/opaque-token'
import { privateCookieName, readCookie, sessionCookieOptions } from '@/server/auth/session-cookie'
import { AppError } from '@/server/errors/app-error'

/**
 * Between a correct password (or a provider's word) and the authenticator code: a single-use
 * ticket valid ten minutes, an HttpOnly cookie for the site or `second_factor_token` for an API
 * client. It starts no session by itself and names the account, so the code step needs neither
 * the password again nor the e-mail. A new ticket leaves earlier ones usable (unlike the other
 * account tokens): whoever else knows the password cannot cancel the owner's sign-in by signing
 * in again.
 */
const cookieBase = 'second_factor'
const lifetimeSeconds = 600

export async function issueSignInTicket(payload: Payload, investorId: number): Promise<string> {
  const { token, tokenHash } = createOpaqueToken('sft')
  await payload.create({
    collection: 'account-tokens',
    data: {
      investor: investorId,
      purpose: 'second-factor',
      tokenHash,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000).toISOString(),
    },
  })
  return token
}

export function setSignInTicketCookie(response: NextResponse, ticket: string) {
  response.cookies.set(privateCookieName(cookieBase), ticket, sessionCookieOptions(lifetimeSeconds))
}

export function clearSignInTicketCookie(response: NextResponse) {
  response.cookies.set(privateCookieName(cookieBase), '', sessionCookieOptions(0))
}

/** The usable ticket the request presents (body first, then cookie); else the sign-in is over. */
export async function requireSignInTicket(
  payload: Payload,
  request: { headers: Headers; body: Record<string, unknown> },
): Promise<{ ticket: AccountToken; investorId: number }> {
  const fromBody = request.body.second_factor_token
  const presented =
    (typeof fromBody === 'string' && fromBody) ||
    readCookie(request.headers.get('cookie'), privateCookieName(cookieBase))
  const ticket = presented
    ? await findUsableToken(payload, 'account-tokens', presented, ['second-factor'])
    : null
  const investorId = typeof ticket?.investor === 'object' ? ticket.investor.id : ticket?.investor
  if (!ticket || typeof investorId !== 'number') throw new AppError('TWO_FACTOR_SIGN_IN_EXPIRED')
  return { ticket, investorId }
}
