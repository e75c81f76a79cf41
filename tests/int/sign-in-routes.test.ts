import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as login from '@/app/(payload)/api/login/route'
import * as logout from '@/app/(payload)/api/logout/route'
import * as socialSignIn from '@/app/(payload)/api/social/[provider]/route'
import * as socialProviders from '@/app/(payload)/api/social/providers/route'
import * as user from '@/app/(payload)/api/user/route'
import { messagesFor } from '@/i18n/messages'
import { clientIpHeader } from '@/server/http/request-context'

import { aClient, anEmail, registerAccount, strongPassword } from '../support/accounts'
import { testPayload } from '../support/payload'

type Handler = (request: NextRequest) => Promise<Response>

/** A request as the site's pages send it, from an address of its own. */
function call(
  handler: Handler,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  return handler(
    new NextRequest(`http://localhost${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        [clientIpHeader]: aClient().ip,
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
  )
}

const cookieNames = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split('=')[0])

describe('signing in and out through the route contracts', () => {
  let payload: Payload
  let email: string

  beforeAll(async () => {
    payload = await testPayload()
    email = anEmail('sign-in-routes')
    await registerAccount(payload, email)
  })

  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('POST /api/login takes `login` or `email`: the site gets cookies, an API client its token', async () => {
    const site = await call(login.POST, '/api/login', {
      body: { login: email, password: strongPassword },
    })
    expect(site.status).toBe(200)
    expect(await site.json()).toMatchObject({ token: null, token_type: 'Bearer' })
    expect(cookieNames(site)).toEqual(expect.arrayContaining(['investor_session', 'signed_in']))

    const client = await call(login.POST, '/api/login', {
      body: { email, password: strongPassword, session: 'bearer' },
    })
    expect(client.status).toBe(200)
    const answer = await client.json()
    expect(answer.token).toMatch(/^inv_/)
    expect(answer.expires_in).toBeGreaterThan(0)
    expect(cookieNames(client)).not.toContain('investor_session')
  })

  it('refuses a malformed login field by field, in the caller’s language', async () => {
    const response = await call(login.POST, '/api/login', {
      body: { login: '', password: 'short', locale: 'he' },
    })
    expect(response.status).toBe(400)
    const { error } = await response.json()
    const he = messagesFor('he')
    expect(error).toEqual({
      code: 'VALIDATION_FAILED',
      message: he.ApiErrors.VALIDATION_FAILED,
      fields: {
        email: { key: 'required', message: he.Validation.required },
        password: { key: 'passwordMin', message: he.Validation.passwordMin },
      },
    })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('GET /api/user answers the signed-in account, never cached; logout ends the session', async () => {
    const visitor = await call(user.GET, '/api/user')
    expect(visitor.status).toBe(401)
    expect((await visitor.json()).error.code).toBe('UNAUTHENTICATED')

    const signedIn = await call(login.POST, '/api/login', {
      body: { login: email, password: strongPassword, session: 'bearer' },
    })
    const bearer = { authorization: `Bearer ${(await signedIn.json()).token}` }
    const account = await call(user.GET, '/api/user', { headers: bearer })
    expect(account.status).toBe(200)
    expect(account.headers.get('cache-control')).toBe('private, no-store')
    expect((await account.json()).user).toMatchObject({
      email,
      role: 1,
      accountKind: 'investor',
      companyName: null,
      avatarUrl: null,
      twoFactorEnabled: false,
    })

    const out = await call(logout.POST, '/api/logout', { body: {}, headers: bearer })
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ success: true })
    expect(cookieNames(out)).toEqual(
      expect.arrayContaining(['investor_session', 'signed_in', 'investorFormData']),
    )
    const after = await call(user.GET, '/api/user', { headers: bearer })
    expect(after.status).toBe(401)
    expect((await after.json()).error.code).toBe('SESSION_EXPIRED')
  })

  it('GET /api/social/{provider} goes to a configured provider with the state cookie; another is 404', async () => {
    vi.stubEnv('GOOGLE_CLIENT_ID', 'google-client')
    vi.stubEnv('GOOGLE_CLIENT_SECRET', 'google-secret')
    vi.stubEnv('FACEBOOK_CLIENT_ID', '')

    const listed = await call(socialProviders.GET, '/api/social/providers')
    expect(await listed.json()).toEqual({ providers: ['google'] })

    const google = await call(socialSignIn.GET, '/api/social/google?return=/projects')
    expect(google.status).toBe(303)
    const location = new URL(google.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(location.searchParams.get('client_id')).toBe('google-client')
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')
    expect(cookieNames(google)).toEqual(['social_sign_in'])

    for (const path of ['/api/social/facebook', '/api/social/twitter']) {
      const refused = await call(socialSignIn.GET, path)
      expect(refused.status, path).toBe(404)
      expect((await refused.json()).error.code).toBe('NOT_FOUND')
    }
  })
})
