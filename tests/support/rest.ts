import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import * as rest from '@/app/(payload)/api/[...slug]/route'
import { createSession } from '@/server/auth/create-session'

import { anEmail, registerAccount } from './accounts'

export const staffTestPassword = 'Quiet-Harbour-Lantern-5821'

export type Caller = { name: string; headers: Record<string, string> }

export const anonymous: Caller = { name: 'anonymous', headers: {} }

/** Calls the site's REST route (`/api/...`) as the app serves it, through its own handlers. */
export async function restCall(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { caller?: Caller; headers?: Record<string, string>; json?: unknown } = {},
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
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  })
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

/** A staff member of the role, signed in with Payload's own login (a JWT). */
export async function staffCaller(
  payload: Payload,
  role: 'admin' | 'editor' | 'compliance',
): Promise<Caller & { id: number; email: string }> {
  const email = `${role}.${Date.now()}.${randomInt(1e6)}@example.com`
  const user = await payload.create({
    collection: 'users',
    context: { disableRevalidate: true },
    data: { email, password: staffTestPassword, role, name: role },
  })
  const login = await payload.login({
    collection: 'users',
    data: { email, password: staffTestPassword },
  })
  return { name: role, id: user.id, email, headers: { authorization: `JWT ${login.token}` } }
}

/** An investor with a bearer session, as an API client signs in. */
export async function investorCaller(
  payload: Payload,
  name: string,
): Promise<Caller & { id: number }> {
  const id = await registerAccount(payload, anEmail(name))
  const { token } = await createSession({
    payload,
    investorId: id,
    transport: 'bearer',
    settings: { sessionMaxHours: 1 },
    ip: null,
    userAgent: null,
  })
  return { name, id, headers: { authorization: `Bearer ${token}` } }
}
