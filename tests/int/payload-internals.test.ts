import { NextRequest } from 'next/server'
import { createLocalReq, getAccessResults, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  staffTestPassword,
  type Caller,
} from '../support/rest'
import { testPayload } from '../support/payload'

/**
 * Payload's own collections and routes (document locks, admin preferences, permissions) for
 * every role: investors are signed-in users too, and Payload's defaults admit any of them.
 */
describe("Payload's internal collections and routes", () => {
  let payload: Payload
  let investorA: Caller & { id: number }
  let investorB: Caller & { id: number }
  let editor: Caller & { id: number }
  let admin: Caller & { id: number }
  let compliance: Caller & { id: number }
  let categoryId: number

  beforeAll(async () => {
    payload = await testPayload()
    investorA = await investorCaller(payload, 'lock-a')
    investorB = await investorCaller(payload, 'lock-b')
    editor = await staffCaller(payload, 'editor')
    admin = await staffCaller(payload, 'admin')
    compliance = await staffCaller(payload, 'compliance')
    const category = await payload.create({
      collection: 'categories',
      context: { disableRevalidate: true },
      data: { name: 'Locks', slug: `locks-${Date.now()}` },
    })
    categoryId = category.id
  })

  const lockOf = (userId: number) => ({
    document: { relationTo: 'categories', value: categoryId },
    user: { relationTo: 'users', value: userId },
  })
  const locksOnCategory = async () =>
    (
      await payload.count({
        collection: 'payload-locked-documents',
        where: { 'document.value': { equals: categoryId } },
      })
    ).totalDocs

  it('refuses investors and visitors a forged document lock', async () => {
    for (const caller of [anonymous, investorA, investorB]) {
      const response = await restCall('POST', '/api/payload-locked-documents', {
        caller,
        json: lockOf(editor.id),
      })
      expect(response.status, caller.name).toBe(403)
    }
    expect(await locksOnCategory()).toBe(0)
  })

  it("lets no investor read or delete staff members' locks", async () => {
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: lockOf(editor.id) as never,
    })
    for (const caller of [anonymous, investorA]) {
      const list = await restCall('GET', '/api/payload-locked-documents', { caller })
      expect(list.status, caller.name).toBe(403)
      const removal = await restCall(
        'DELETE',
        `/api/payload-locked-documents?where[document.value][equals]=${categoryId}`,
        { caller },
      )
      expect(removal.status, caller.name).toBe(403)
      const byId = await restCall('DELETE', `/api/payload-locked-documents/${lock.id}`, { caller })
      expect(byId.status, caller.name).toBe(403)
    }
    expect(await locksOnCategory()).toBe(1)
    // Staff still lock and take over documents, as the admin panel does.
    const staffList = await restCall('GET', '/api/payload-locked-documents', { caller: admin })
    expect(staffList.status).toBe(200)
    await payload.delete({ collection: 'payload-locked-documents', id: lock.id })
  })

  it('keeps admin preferences to staff, each their own', async () => {
    for (const caller of [anonymous, investorA]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await restCall(method, '/api/payload-preferences/nav', {
          caller,
          json: method === 'POST' ? { value: { open: true } } : undefined,
        })
        expect(response.status, `${caller.name} ${method}`).toBeGreaterThanOrEqual(401)
        expect(response.status, `${caller.name} ${method}`).toBeLessThan(500)
      }
      const list = await restCall('GET', '/api/payload-preferences', { caller })
      expect(list.status, caller.name).toBe(403)
    }
    expect((await payload.count({ collection: 'payload-preferences' as never })).totalDocs).toBe(0)

    const saved = await restCall('POST', '/api/payload-preferences/nav', {
      caller: editor,
      json: { value: { open: true } },
    })
    expect(saved.status).toBe(200)
    const mine = await restCall('GET', '/api/payload-preferences/nav', { caller: editor })
    expect((await mine.json()).value).toEqual({ open: true })
    const othersList = await restCall('GET', '/api/payload-preferences', { caller: compliance })
    expect((await othersList.json()).docs).toEqual([])
  })

  it('grants investors and visitors no write and no version history anywhere', async () => {
    for (const caller of [anonymous, investorA]) {
      // The permission map is staff's (/api/access refuses others): computed here as Payload does.
      const { user } = await payload.auth({ headers: new Headers(caller.headers) })
      const req = await createLocalReq({ user: user ?? undefined }, payload)
      const permissions = (await getAccessResults({ req })) as unknown as {
        canAccessAdmin: boolean
        collections: Record<string, Record<string, { permission: boolean }>>
        globals: Record<string, Record<string, { permission: boolean }>>
      }
      expect(permissions.canAccessAdmin, caller.name).toBeFalsy()
      const granted = Object.entries({
        ...permissions.collections,
        ...permissions.globals,
      }).flatMap(([slug, operations]) =>
        Object.entries(operations)
          .filter(([operation]) => operation !== 'read' && operation !== 'fields')
          .filter(([, result]) => result?.permission)
          .map(([operation]) => `${slug}.${operation}`),
      )
      expect(granted, caller.name).toEqual([])
    }
  })

  it('tells visitors and investors nothing about the staff accounts', async () => {
    for (const caller of [anonymous, investorA]) {
      const me = await restCall('GET', '/api/users/me', { caller })
      expect(me.status, caller.name).toBeLessThan(500)
      expect(JSON.stringify(await me.json()), caller.name).not.toMatch(/@example\.com/)
      const list = await restCall('GET', '/api/users', { caller })
      expect(list.status, caller.name).toBe(403)
    }
  })

  it('answers authenticated requests with private, no-store', async () => {
    for (const caller of [investorA, editor]) {
      const response = await restCall('GET', '/api/categories', { caller })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control'), caller.name).toBe('private, no-store')
    }
  })
})

describe('cross-site requests to the staff API', () => {
  let payload: Payload
  let adminCookie: string

  beforeAll(async () => {
    payload = await testPayload()
    const admin = await staffCaller(payload, 'admin')
    adminCookie = `payload-token=${(admin.headers.authorization ?? '').replace(/^JWT /, '')}`
  })

  const newStaff = (prefix: string) => ({
    email: `${prefix}.${Date.now()}@example.com`,
    password: staffTestPassword,
    role: 'editor',
  })
  const staffCount = async (email: string) =>
    (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs

  it('refuses a JSON request from another site carrying the staff cookie', async () => {
    const data = newStaff('csrf-json')
    const response = await restCall('POST', '/api/users', {
      headers: {
        cookie: adminCookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      json: data,
    })
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe('CROSS_SITE_REQUEST')
    expect(await staffCount(data.email)).toBe(0)
  })

  it('refuses a multipart form from another site, even without Sec-Fetch-Site', async () => {
    const data = newStaff('csrf-form')
    const form = new FormData()
    form.set('_payload', JSON.stringify(data))
    const response = await rest_POST(
      new Request('http://localhost/api/users', {
        method: 'POST',
        headers: { host: 'localhost', cookie: adminCookie, origin: 'https://evil.example' },
        body: form,
      }),
    )
    expect(response.status).toBe(403)
    expect(await staffCount(data.email)).toBe(0)
  })

  it('refuses a cross-site change to a lead through its own route', async () => {
    const { DELETE } = await import('@/app/(payload)/api/leads/route')
    const response = await DELETE(
      new NextRequest('http://localhost/api/leads?where[id][exists]=true', {
        method: 'DELETE',
        headers: { host: 'localhost', cookie: adminCookie, origin: 'https://evil.example' },
      }),
    )
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toBeTruthy()
  })

  it('accepts the same request from the site itself', async () => {
    const data = newStaff('same-origin')
    const response = await restCall('POST', '/api/users', {
      headers: { cookie: adminCookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      json: data,
    })
    expect(response.status).toBe(201)
    expect(await staffCount(data.email)).toBe(1)
  })
})

async function rest_POST(request: Request): Promise<Response> {
  const { POST } = await import('@/app/(payload)/api/[...slug]/route')
  const slug = new URL(request.url).pathname.replace(/^\/api\//, '').split('/')
  return POST(request, { params: Promise.resolve({ slug }) })
}
