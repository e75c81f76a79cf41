import type { NextResponse } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'

import type { AccountToken } from '@/payload-types'
import { issueAccountToken } from '@/server/accounts/account-tokens'
import { findUsableToken } from '@/server/auth/usable-token'
import { privateCookieName, readCookie, sessionCookieOptions } from '@/server/auth/session-cookie'
import { AppError } from '@/server/errors/app-error'

/**
 * Who may ask for and answer a one-time code: the person who has just proved the account's
 * password (login) or opened the account (registration). They get a ticket, an HttpOnly cookie
 * for the site or `verification_token` for an API client, valid one hour. Without it, anyone
 * could make the platform text any account's phone, or guess codes for it.
 */
const cookieBase = 'phone_verification'
const lifetimeSeconds = 3600

export const issueVerificationTicket = (
  payload: Payload,
  investorId: number,
  req?: Partial<PayloadRequest>,
) => issueAccountToken(payload, investorId, 'verify-phone', undefined, req)

export function setVerificationTicketCookie(response: NextResponse, ticket: string) {
  response.cookies.set(privateCookieName(cookieBase), ticket, sessionCookieOptions(lifetimeSeconds))
}

export function clearVerificationTicketCookie(response: NextResponse) {
  response.cookies.set(privateCookieName(cookieBase), '', sessionCookieOptions(0))
}

/** The usable ticket presented with the request, for the account `userId`; else refused. */
export async function requireVerificationTicket(
  payload: Payload,
  request: { headers: Headers; body: Record<string, unknown> },
  userId: number,
): Promise<AccountToken> {
  const fromBody = request.body.verification_token
  const presented =
    (typeof fromBody === 'string' && fromBody) ||
    readCookie(request.headers.get('cookie'), privateCookieName(cookieBase))
  const ticket = presented
    ? await findUsableToken(payload, 'account-tokens', presented, ['verify-phone'])
    : null
  const investorId = typeof ticket?.investor === 'object' ? ticket.investor.id : ticket?.investor
  if (!ticket || investorId !== userId) throw new AppError('VERIFICATION_NOT_STARTED')
  return ticket
}
