import { randomInt } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import * as rest from '@/app/(payload)/api/[...slug]/route'
import { totpCode } from '@/domain/auth/totp'
import { createSession } from '@/server/auth/create-session'
import { clientIpHeader } from '@/server/http/request-context'
import { completeStaffSetup } from '@/server/staff/complete-staff-setup'
import { issueStaffSetupLink } from '@/server/staff/issue-staff-setup-link'
import { openStaffSetup } from '@/server/staff/open-staff-setup'

import { anEmail, registerAccount } from './accounts'

export const staffTestPassword = 'Quiet-Harbour-Lantern-5821'

export type Caller = { name: string; headers: Record<string, string> }

export const anonymous: Caller = { name: 'anonymous', headers: {} }

/**
 * Calls the site's API route (`/api/...`) as the app serves it: a route of ours when one serves the
 * path (as Next's router picks it), else Payload's REST routes, through their own handlers.
 */
export async function restCall(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: {
    caller?: Caller
    headers?: Record<string, string>
    json?: unknown
    /** A multipart form, as the admin panel's forms send (`_payload` and any file). */
    form?: FormData
  } = {},
): Promise<Response> {
  const url = new URL(path, 'http://localhost')
  const headers: Record<string, string> = {
    host: 'localhost',
    ...(options.caller?.headers ?? {}),
    ...(options.headers ?? {}),
  }
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  })
  const segments = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const route = routeFileFor(segments)
  if (route) {
    const handlers = (await import(route.file)) as Record<string, RouteHandler | undefined>
    const handler = handlers[method]
    if (!handler) return new Response(null, { status: 405 })
    return handler(new NextRequest(request), { params: Promise.resolve(route.params) })
  }
  return rest[method](request, { params: Promise.resolve({ slug: segments }) })
}

type RouteHandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>

const apiFolder = path.resolve('src/app/(payload)/api')

/**
 * The Next route file that serves the path, as Next's router picks it (a literal folder first,
 * then a `[name]` one), with its parameters; null for Payload's own routes (the catch-all).
 */
function routeFileFor(segments: string[]): { file: string; params: Record<string, string> } | null {
  let folder = apiFolder
  const params: Record<string, string> = {}
  for (const segment of segments) {
    const literal = path.join(folder, segment)
    if (existsSync(literal) && statSync(literal).isDirectory()) {
      folder = literal
      continue
    }
    const dynamic = readdirSync(folder).find((name) => /^\[\w+\]$/.test(name))
    if (!dynamic) return null
    params[dynamic.slice(1, -1)] = decodeURIComponent(segment)
    folder = path.join(folder, dynamic)
  }
  const file = path.join(folder, 'route.ts')
  return existsSync(file) ? { file, params } : null
}

/** An address of its own for each sign-in, under the per-IP limits. */
export const anIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

type StaffSignIn = { token: string; totpSecret: string | null }

/**
 * Signs a staff member in with Payload's login as the admin panel does: password, then (for the
 * roles that require it and have no factor yet) enrolment through a setup link, as the member
 * would on its page, with codes computed from the key it shows.
 */
export async function signInStaff(
  payload: Payload,
  email: string,
  password = staffTestPassword,
): Promise<StaffSignIn> {
  const login = (code?: string) =>
    payload.login({
      collection: 'users',
      data: { email, password, code } as never,
      req: { headers: new Headers({ [clientIpHeader]: anIp() }) },
    })
  try {
    return { token: (await login()).token!, totpSecret: null }
  } catch (error) {
    const data = (error as { data?: { code?: string } }).data
    if (data?.code !== 'TWO_FACTOR_SETUP_REQUIRED') throw error
    const { secret } = await enrolThroughLink(payload, email)
    return { token: (await login(totpCode(secret))).token!, totpSecret: secret }
  }
}

/**
 * Follows a staff setup link as its page does: opens it, chooses `password` when the link sets one,
 * and confirms the key it shows (for the roles that enrol) with the previous time step's code, so
 * the sign-in that follows has a fresh one. Answers the key and the recovery codes shown.
 */
export async function completeSetupLink(
  payload: Payload,
  token: string | null,
  options: { password?: string; locale?: 'he' | 'en' } = {},
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const client = { ip: anIp(), userAgent: null, locale: options.locale ?? 'en' }
  const { enrolment } = await openStaffSetup(payload, token, client)
  const secret = enrolment?.secret ?? ''
  const { password } = options
  const { recoveryCodes } = await completeStaffSetup(
    payload,
    {
      token,
      ...(password ? { password, confirmPassword: password } : {}),
      ...(enrolment ? { code: await enrolmentCode(secret) } : {}),
    },
    { ...client, ip: anIp() },
  )
  return { secret, recoveryCodes: recoveryCodes ?? [] }
}

/**
 * Enrols a staff member's authenticator as its setup page does (an enrolment link, its key, the
 * first code); answers the key and the recovery codes shown.
 */
export async function enrolThroughLink(
  payload: Payload,
  email: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const [user] = (await payload.find({ collection: 'users', where: { email: { equals: email } } }))
    .docs
  const { link } = await issueStaffSetupLink(payload, user!.id, {
    purpose: 'enrol',
    issuedBy: 'operator',
    sendEmail: false,
  })
  return completeSetupLink(payload, new URL(link).searchParams.get('token'))
}

/**
 * The code an enrolment is confirmed with: the previous time step's, so that the sign-in that
 * follows has a fresh one. Made in the last 5 s of a step, it could be checked in the next step,
 * two steps old and refused (the check allows one step of drift; seen with three workers on a busy
 * machine): it is made once the next step has begun instead.
 */
export async function enrolmentCode(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000)
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 20))
  return totpCode(secret, Date.now() - 30_000)
}

export type StaffCaller = Caller & { id: number; email: string; totpSecret: string | null }

/** A staff member of the role, signed in with Payload's own login (a JWT). */
export async function staffCaller(
  payload: Payload,
  role: 'admin' | 'editor' | 'compliance',
): Promise<StaffCaller> {
  const email = `${role}.${Date.now()}.${randomInt(1e6)}@example.com`
  const user = await payload.create({
    collection: 'users',
    context: { disableRevalidate: true },
    data: { email, password: staffTestPassword, role, name: role },
  })
  const { token, totpSecret } = await signInStaff(payload, email)
  return { name: role, id: user.id, email, totpSecret, headers: { authorization: `JWT ${token}` } }
}

/** A bearer session of an existing investor account, as an API client signs in. */
export async function bearerCaller(
  payload: Payload,
  investorId: number,
  name: string,
): Promise<Caller & { id: number }> {
  const { token } = await createSession({
    payload,
    investorId,
    transport: 'bearer',
    settings: { sessionMaxHours: 1 },
    ip: null,
    userAgent: null,
  })
  return { name, id: investorId, headers: { authorization: `Bearer ${token}` } }
}

/** A new investor with a bearer session, as an API client signs in. */
export async function investorCaller(
  payload: Payload,
  name: string,
): Promise<Caller & { id: number }> {
  return bearerCaller(payload, await registerAccount(payload, anEmail(name)), name)
}
