import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

import { knownDeviceDays } from '@/domain/auth/rate-limit-rules'
import { cookiesSecure, privateCookieName, readCookie } from '@/server/auth/session-cookie'
import { requiredEnv } from '@/server/env'

/**
 * A browser where an account signed in fully (password and any second factor) gets a token
 * naming that account: its later tries count only against that browser, never against the
 * account's slowdown, so strangers' wrong passwords cannot keep the owner out. The token is an
 * HttpOnly cookie, a random id signed with a key derived from PAYLOAD_SECRET; nothing is stored.
 * A browser keeps tokens for a few accounts (a family's shared computer).
 * Token: `d1.<subject>.<account id>.<issued, epoch s>.<random id>.<HMAC>`.
 */
export type DeviceSubject = 'investor' | 'staff'

const version = 'd1'
const tokensPerBrowser = 5
const maxAgeSeconds = knownDeviceDays * 24 * 3600

const key = () =>
  Buffer.from(hkdfSync('sha256', requiredEnv('PAYLOAD_SECRET'), 'known-device', version, 32))
const mac = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

export const knownDeviceCookieName = (subject: DeviceSubject) =>
  privateCookieName(`${subject}_device`)

type DeviceToken = { accountId: number; issuedAt: number; deviceId: string; raw: string }

function readToken(subject: DeviceSubject, raw: string, now: number): DeviceToken | null {
  const parts = raw.split('.')
  if (parts.length !== 6 || parts[0] !== version || parts[1] !== subject) return null
  const expected = Buffer.from(mac(parts.slice(0, 5).join('.')))
  const given = Buffer.from(parts[5] ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const accountId = Number(parts[2])
  const issuedAt = Number(parts[3])
  if (!Number.isSafeInteger(accountId) || !Number.isSafeInteger(issuedAt)) return null
  if (now - issuedAt > maxAgeSeconds || issuedAt > now + 60) return null
  return { accountId, issuedAt, deviceId: parts[4] ?? '', raw }
}

function tokensIn(subject: DeviceSubject, cookie: string | null | undefined): DeviceToken[] {
  const now = Math.floor(Date.now() / 1000)
  return (cookie ?? '')
    .split('~')
    .slice(0, tokensPerBrowser)
    .map((raw) => readToken(subject, raw, now))
    .filter((token): token is DeviceToken => token !== null)
}

/**
 * The device id when the cookie holds a valid token for the account; `accountId` is asked only
 * when some token's signature holds, so a browser without one costs no lookup.
 */
export async function recognizeDevice(
  subject: DeviceSubject,
  cookie: string | null | undefined,
  accountId: () => Promise<number | null>,
): Promise<string | null> {
  const tokens = tokensIn(subject, cookie)
  if (tokens.length === 0) return null
  const id = await accountId()
  return tokens.find((token) => token.accountId === id)?.deviceId ?? null
}

/** The cookie's new value after a full sign-in: this account's fresh token first. */
export function rememberDevice(
  subject: DeviceSubject,
  accountId: number,
  cookie: string | null | undefined,
): string {
  const kept = tokensIn(subject, cookie).filter((token) => token.accountId !== accountId)
  const body = [
    version,
    subject,
    accountId,
    Math.floor(Date.now() / 1000),
    randomBytes(16).toString('base64url'),
  ].join('.')
  const fresh = `${body}.${mac(body)}`
  return [fresh, ...kept.map((token) => token.raw)].slice(0, tokensPerBrowser).join('~')
}

/** Sent only to this site's own requests (SameSite Strict), never readable by a script. */
export const knownDeviceCookieOptions = () => ({
  httpOnly: true,
  secure: cookiesSecure(),
  sameSite: 'strict' as const,
  path: '/',
  maxAge: maxAgeSeconds,
})

export const readKnownDeviceCookie = (subject: DeviceSubject, headers: Headers) =>
  readCookie(headers.get('cookie'), knownDeviceCookieName(subject))

/** A `Set-Cookie` value, for answers built outside Next's cookie API (Payload's login). */
export function knownDeviceSetCookie(subject: DeviceSubject, value: string): string {
  const options = knownDeviceCookieOptions()
  return [
    `${knownDeviceCookieName(subject)}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}
