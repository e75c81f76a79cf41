import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createSession } from '@/server/auth/create-session'

import { anEmail, registerAccount } from '../support/accounts'
import { testPayload } from '../support/payload'
import { restCall, staffCaller, type StaffCaller } from '../support/rest'

/**
 * Sessions on Payload's REST API as docs/api.md says: a session cookie does not carry a state
 * change that has neither `Sec-Fetch-Site` nor `Origin` (not a browser's; API clients send a
 * token), and Payload's account routes mint no token for an investor and tell nothing of one.
 */
describe("a cookie on Payload's REST API", () => {
  let payload: Payload
  let editor: StaffCaller
  let staffCookie: string

  beforeAll(async () => {
    payload = await testPayload()
    editor = await staffCaller(payload, 'editor')
    staffCookie = `payload-token=${editor.headers.authorization!.replace(/^JWT /, '')}`
  })

  const aPost = (title: string) => ({ title, slug: title, kind: 'blog' })
  const postsTitled = async (title: string) =>
    (await payload.count({ collection: 'posts', where: { title: { equals: title } } })).totalDocs

  it('refuses a write with the staff cookie and neither Origin nor Sec-Fetch-Site', async () => {
    const title = `csrf-no-headers-${Date.now()}`
    const response = await restCall('POST', '/api/posts', {
      headers: { cookie: staffCookie, 'accept-language': 'en' },
      json: aPost(title),
    })
    expect(response.status).toBe(403)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('CROSS_SITE_REQUEST')
    expect(body.error.message).toBe('This request did not come from our site and was refused.')
    expect(await postsTitled(title)).toBe(0)
  })

  it('refuses a delete with the staff cookie and no browser headers, before anything is read', async () => {
    const response = await restCall('DELETE', '/api/posts/2147483000', {
      headers: { cookie: staffCookie },
    })
    expect(response.status).toBe(403)
  })

  it('lets the same cookie read, and write when the browser says the site sent it', async () => {
    const read = await restCall('GET', '/api/posts?limit=1', { headers: { cookie: staffCookie } })
    expect(read.status).toBe(200)
    // An empty post: refused for its missing title (400), so nothing is left in the database.
    const write = await restCall('POST', '/api/posts', {
      headers: { cookie: staffCookie, 'sec-fetch-site': 'same-origin' },
      json: {},
    })
    expect(write.status).toBe(400)
    expect(await write.text()).not.toContain('CROSS_SITE_REQUEST')
  })

  it('lets an API client write with its token and no browser headers, a cookie or not', async () => {
    const response = await restCall('DELETE', '/api/posts/2147483000', { caller: editor })
    expect(response.status).toBe(404)
    const withCookie = await restCall('DELETE', '/api/posts/2147483000', {
      caller: editor,
      headers: { cookie: staffCookie },
    })
    expect(withCookie.status).toBe(404)
  })

  it("refuses a write with an investor's session cookie and no browser headers", async () => {
    const investorId = await registerAccount(payload, anEmail('csrf-investor'))
    const { token } = await createSession({
      payload,
      investorId,
      transport: 'cookie',
      settings: { sessionMaxHours: 1 },
      ip: null,
      userAgent: null,
    })
    const response = await restCall('PATCH', '/api/investor-profiles/2147483000', {
      headers: { cookie: `investor_session=${token}` },
      json: { firstName: 'Mallory' },
    })
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe('CROSS_SITE_REQUEST')
  })
})

describe("Payload's account routes and investors", () => {
  let payload: Payload
  let bearer: Record<string, string>
  let cookie: Record<string, string>

  beforeAll(async () => {
    payload = await testPayload()
    const investorId = await registerAccount(payload, anEmail('payload-token'))
    const session = (transport: 'bearer' | 'cookie') =>
      createSession({
        payload,
        investorId,
        transport,
        settings: { sessionMaxHours: 1 },
        ip: null,
        userAgent: null,
      })
    bearer = { authorization: `Bearer ${(await session('bearer')).token}` }
    cookie = {
      cookie: `investor_session=${(await session('cookie')).token}`,
      'sec-fetch-site': 'same-origin',
    }
  })

  it('mints no Payload token for an investor at refresh-token', async () => {
    for (const headers of [bearer, cookie]) {
      const response = await restCall('POST', '/api/investors/refresh-token', { headers })
      expect(response.status).toBe(404)
      const text = await response.text()
      expect(text).not.toMatch(/refreshedToken|eyJ/)
    }
  })

  it.each([
    ['POST', 'login', { email: 'a@example.com', password: 'x' }],
    ['POST', 'logout', {}],
    ['GET', 'me', undefined],
    ['GET', 'init', undefined],
    ['POST', 'forgot-password', { email: 'a@example.com' }],
    ['POST', 'reset-password', { token: 'x', password: 'Quiet-Harbour-Lantern-5821' }],
    ['POST', 'unlock', { email: 'a@example.com' }],
    ['POST', 'verify/abc', {}],
    ['POST', 'first-register', { email: 'a@example.com', password: 'x' }],
  ] as const)(
    'offers no %s /api/investors/%s (the account routes are the site’s own)',
    async (method, route, json) => {
      const response = await restCall(method, `/api/investors/${route}`, { headers: bearer, json })
      expect(response.status).toBe(404)
      expect(await response.text()).not.toMatch(/eyJ|"user"/)
    },
  )
})
