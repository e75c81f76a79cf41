import { randomInt } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as catchAll from '@/app/(payload)/api/[...slug]/route'
import * as webhook from '@/app/(payload)/api/stripe/webhook/route'
import { clientIpHeader } from '@/server/http/request-context'

import { createInvestment } from '@/server/investments/invest/create-investment'

import { aBankTransfer, aSubmissionKey } from '../support/investing'
import { testPayload } from '../support/payload'
import { pledgeFixtures } from '../support/pledges'
import { investorCaller, staffCaller, type Caller } from '../support/rest'
import { signStripePayload, standInKeys } from '@/dev/stripe-stand-in'

/**
 * The attacker's probe kept in the suite: every route file of the app (found on disk, so a new
 * route is covered without touching this file) and Payload's REST API for every collection and
 * global (from the config), with each of their methods, as a visitor, an investor and an
 * administrator, given malformed input: bodies that are not JSON or not an object, wrong types,
 * NUL bytes and huge strings in path parameters and the query. Not one answer may be a 5xx.
 *
 * Nothing here may change another file's data (they share the database): ids name no document,
 * bulk writes select none, and an administrator sends no well-formed object to a create.
 */

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
// Nor Next's data cache (the content and catalogue reads): only a running Next has one, so here
// they read through uncached (tests/e2e/spec-api.spec.ts calls them through the server).
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  unstable_cache: <Read extends (...args: never[]) => Promise<unknown>>(read: Read) => read,
}))
// Nor can draft mode (leaving preview): Next's own, given a request scope when it serves the route.
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
}))

const appDirectory = path.resolve(__dirname, '../../src/app')
const methods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof methods)[number]
const writes = new Set<Method>(['POST', 'PUT', 'PATCH'])

/** An id no document has (ids are serial), a NUL byte, and a very long value. */
const parameterValues = ['2147483000', 'a\u0000b', 'x'.repeat(4000)]

const badQuery = [
  'id=%00',
  'locale=xx',
  'lng=%00',
  'page=-1',
  'limit=1e999',
  'depth=abc',
  `q=${'y'.repeat(4000)}`,
  'email=%ff%fe',
  'where[id][equals]=abc',
  'token=%00',
].join('&')

type RawBody = { name: string; type?: string; body?: BodyInit }

/** A body with wrong types in the fields routes read: an object, so it reaches validation. */
const wrongTypes = {
  id: { $gt: 0 },
  email: 5,
  password: ['x'],
  name: { first: 1 },
  title: null,
  amount: 'many',
  project: '\u0000',
  locale: 7,
  token: { a: 1 },
  code: 123456,
  slug: 'x'.repeat(4000),
  confirmations: 'yes',
  createdAt: 'notadate',
}

const rawBodies: RawBody[] = [
  { name: 'no body' },
  { name: 'text', type: 'text/plain', body: 'hello' },
  { name: 'url-encoded form', type: 'application/x-www-form-urlencoded', body: 'a=b&email=x' },
  {
    name: 'empty multipart',
    type: 'multipart/form-data; boundary=x',
    body: '--x--\r\n',
  },
  { name: 'multipart without boundary', type: 'multipart/form-data', body: 'abc' },
  { name: 'invalid JSON', type: 'application/json', body: '{"a":' },
  { name: 'JSON array', type: 'application/json', body: '[1,2]' },
  { name: 'JSON string', type: 'application/json', body: '"text"' },
  { name: 'JSON null', type: 'application/json', body: 'null' },
  { name: 'JSON with a NUL', type: 'application/json', body: '{"email":"a\\u0000b"}' },
  { name: 'JSON, odd type', type: 'Application/JSON; charset=utf-8', body: '{"a":"\\ud800"}' },
  { name: 'XML', type: 'application/xml', body: '<a>1</a>' },
]
const wrongTypesBody: RawBody = {
  name: 'wrong types',
  type: 'application/json',
  body: JSON.stringify(wrongTypes),
}

type Route = { file: string; path: string; parameters: string[] }

/** Every `route.ts` under src/app but Payload's catch-all (covered below, from the config). */
function routeFiles(directory: string): Route[] {
  const found: Route[] = []
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) found.push(...routeFiles(full))
    else if (entry.name === 'route.ts' && !full.includes('[...slug]')) {
      const segments = path
        .relative(appDirectory, directory)
        .split(path.sep)
        .filter((segment) => !/^\(.*\)$/.test(segment))
      found.push({
        file: full,
        path: `/${segments.join('/')}`,
        parameters: segments.flatMap((s) => /^\[(\w+)\]$/.exec(s)?.[1] ?? []),
      })
    }
  }
  // Signing out ends the investor's session the other routes are called with: last.
  return found.sort(
    (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
  )
}

type Failure = string
type Handler = (request: NextRequest, context: unknown) => Promise<Response>

function request(method: Method, url: string, caller: Caller, raw?: RawBody): NextRequest {
  const headers: Record<string, string> = {
    host: 'localhost',
    // From the site itself, so the origin check lets the request reach its parsing.
    origin: 'http://localhost',
    'sec-fetch-site': 'same-origin',
    [clientIpHeader]: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    ...caller.headers,
  }
  if (raw?.type) headers['content-type'] = raw.type
  return new NextRequest(url, { method, headers, body: raw?.body })
}

async function probe(
  label: string,
  call: () => Promise<Response>,
  failures: Failure[],
): Promise<void> {
  try {
    const response = await call()
    if (response.status >= 500)
      failures.push(`${response.status} ${label}: ${(await response.text()).slice(0, 200)}`)
    else await response.body?.cancel()
  } catch (error) {
    failures.push(`threw ${label}: ${String(error).slice(0, 200)}`)
  }
}

describe('no input makes any route answer 5xx', () => {
  let payload: Payload
  let callers: Caller[]
  const anonymous: Caller = { name: 'visitor', headers: {} }

  beforeAll(async () => {
    payload = await testPayload()
    const admin = await staffCaller(payload, 'admin')
    const investor = await investorCaller(payload, 'no-server-errors')
    callers = [anonymous, investor, admin]
  })

  afterAll(async () => {
    // What the probes queued (none should have), so the next file's delivery is not held up.
    await payload.delete({ collection: 'email-outbox', where: { status: { equals: 'queued' } } })
  })

  it('finds the route files on disk', () => {
    const paths = routeFiles(appDirectory).map((route) => route.path)
    expect(paths).toContain('/api/stripe/webhook')
    expect(paths).toContain('/api/staff/projects/[id]/halt')
    expect(paths.length).toBeGreaterThan(60)
  })

  it('answers every route file, method and malformed input with no 5xx', async () => {
    const failures: Failure[] = []
    let total = 0
    for (const route of routeFiles(appDirectory)) {
      const handlers = (await import(route.file)) as Partial<Record<Method, Handler>>
      for (const method of methods) {
        const handler = handlers[method]
        if (typeof handler !== 'function') continue
        const inputs: (RawBody | undefined)[] = writes.has(method)
          ? [...rawBodies, wrongTypesBody]
          : [undefined]
        for (const caller of callers) {
          for (const [index, raw] of inputs.entries()) {
            const value = parameterValues[(index + total) % parameterValues.length]!
            const params = Object.fromEntries(
              route.parameters.map((name) => [name, name === 'locale' ? 'en' : value]),
            )
            let urlPath = route.path
            for (const [name, v] of Object.entries(params))
              urlPath = urlPath.replace(`[${name}]`, encodeURIComponent(v))
            const url = `http://localhost${urlPath}?${badQuery}`
            total++
            await probe(
              `${method} ${route.path} as ${caller.name} (${raw?.name ?? 'query'}, ${value.slice(0, 9)})`,
              () => handler(request(method, url, caller, raw), { params: Promise.resolve(params) }),
              failures,
            )
          }
        }
      }
    }
    console.log(`route files: ${failures.length} of ${total} requests answered 5xx`)
    expect(failures).toEqual([])
  }, 240_000)

  it("answers Payload's REST API for every collection and global with no 5xx", async () => {
    const failures: Failure[] = []
    let total = 0
    const none = '2147483000'
    const rest = (method: Method, route: string, caller: Caller, raw?: RawBody) => {
      const [pathname] = route.split('?')
      const slug = pathname!.split('/').filter(Boolean).map(decodeURIComponent)
      const handler = catchAll[method as keyof typeof catchAll] as unknown as Handler
      total++
      return probe(
        `${method} /api/${route} as ${caller.name} (${raw?.name ?? 'query'})`,
        () =>
          handler(request(method, `http://localhost/api/${route}`, caller, raw), {
            params: Promise.resolve({ slug }),
          }),
        failures,
      )
    }
    const authRoutes = ['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password']
    for (const caller of callers) {
      const admin = caller.name === 'admin'
      // An administrator's well-formed object could create a document: only others send it.
      const createBodies = admin ? rawBodies : [...rawBodies, wrongTypesBody]
      for (const { slug, auth } of payload.config.collections) {
        await rest('GET', `${slug}?${badQuery}`, caller)
        await rest('GET', `${slug}/a%00b`, caller)
        await rest('HEAD', `${slug}/${none}`, caller)
        await rest('DELETE', `${slug}/${none}`, caller)
        await rest('DELETE', `${slug}?where[id][equals]=abc`, caller)
        for (const raw of createBodies) await rest('POST', slug, caller, raw)
        for (const raw of [...rawBodies, wrongTypesBody]) {
          await rest('PATCH', `${slug}/${none}`, caller, raw)
          await rest('PATCH', `${slug}?where[id][equals]=${none}`, caller, raw)
        }
        if (auth)
          for (const name of [...authRoutes, 'verify/abc', 'unlock', 'first-register'])
            for (const raw of [...rawBodies, wrongTypesBody])
              await rest('POST', `${slug}/${name}`, caller, raw)
      }
      for (const { slug } of payload.config.globals) {
        await rest('GET', `globals/${slug}?${badQuery}`, caller)
        for (const raw of createBodies) await rest('POST', `globals/${slug}`, caller, raw)
      }
      await rest('GET', 'access', caller)
      await rest('GET', 'media/file/a%00b.png', caller)
    }
    console.log(`Payload REST: ${failures.length} of ${total} requests answered 5xx`)
    expect(failures).toEqual([])
  }, 240_000)
})

describe('named findings of the probe', () => {
  const call = (method: 'GET' | 'POST', route: string, init: RequestInit = {}) =>
    catchAll[method](new Request(`http://localhost/api/${route}`, { method, ...init }), {
      params: Promise.resolve({ slug: route.split('/').map(decodeURIComponent) }),
    })

  it('answers a file name with a NUL byte 404', async () => {
    expect((await call('GET', 'media/file/a%00b.png')).status).toBe(404)
  })

  it('answers an e-mail verification of staff, who verify none, 404', async () => {
    expect((await call('POST', 'users/verify/abc')).status).toBe(404)
  })

  it.each([
    ['text', 'text/plain', 'hello', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'url-encoded form',
      'application/x-www-form-urlencoded',
      'title=x',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['JSON array', 'application/json', '[]', 400, 'MALFORMED_BODY'],
    ['broken JSON', 'application/json', '{', 400, 'MALFORMED_BODY'],
    ['multipart without boundary', 'multipart/form-data', 'abc', 400, 'MALFORMED_BODY'],
  ])(
    'answers a %s body to a create with a translated 4xx',
    async (_name, type, body, status, code) => {
      for (const [language, header] of [
        ['en', 'en'],
        ['he', 'he'],
      ] as const) {
        const response = await call('POST', 'posts', {
          headers: { 'content-type': type, 'accept-language': header },
          body,
        })
        expect(response.status).toBe(status)
        const answer = (await response.json()) as { error: { code: string; message: string } }
        expect(answer.error.code).toBe(code)
        const messages = (await import(`@messages/${language}.json`)) as {
          ApiErrors: Record<string, string>
        }
        expect(answer.error.message).toBe(messages.ApiErrors[code])
      }
    },
  )

  it("still takes the admin's multipart upload (a file and its `_payload`)", async () => {
    const payload = await testPayload()
    const editor = await staffCaller(payload, 'editor')
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = new FormData()
    form.set('file', new Blob([png as BlobPart], { type: 'image/png' }), 'dot.png')
    form.set('_payload', JSON.stringify({ alt: 'נקודה', altInOtherLanguage: 'A dot' }))
    const response = await call('POST', 'media', {
      headers: { ...editor.headers, 'sec-fetch-site': 'same-origin' },
      body: form,
    })
    const text = await response.clone().text()
    expect(response.status, text).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number } }
    await payload.delete({ collection: 'media', id: doc.id })
  })

  it('acknowledges a signed webhook about a Checkout session nobody opened, and logs it', async () => {
    const payload = await testPayload()
    const warnings: string[] = []
    const warn = vi.spyOn(payload.logger, 'warn').mockImplementation(((entry: { msg?: string }) => {
      warnings.push(String(entry?.msg ?? entry))
    }) as never)
    // A card investment waiting for its card page: the event names it, but Stripe knows no such page.
    const pledges = pledgeFixtures(payload)
    const { alias } = await pledges.aRaise()
    const { investment } = await createInvestment(payload, {
      investor: await pledges.anInvestor(),
      request: { ...aBankTransfer(alias, '20000'), method: 'card' },
      idempotencyKey: aSubmissionKey(),
      client: pledges.client,
    })
    try {
      for (const metadata of [
        {},
        { investmentId: '99999999999' },
        { investmentId: `${investment.id}` },
      ]) {
        const body = JSON.stringify({
          id: `evt_unknown_${randomInt(1e9)}`,
          object: 'event',
          type: 'checkout.session.completed',
          data: {
            object: {
              id: `cs_unknown_${randomInt(1e9)}`,
              object: 'checkout.session',
              mode: 'setup',
              metadata,
            },
          },
        })
        const response = await webhook.POST(
          new Request('http://localhost/api/stripe/webhook', {
            method: 'POST',
            headers: { 'stripe-signature': signStripePayload(body, standInKeys.webhookSecret) },
            body,
          }),
        )
        expect(response.status).toBe(200)
      }
      expect(warnings.some((message) => /no investment for cs_unknown_/.test(message))).toBe(true)
      expect(
        warnings.some((message) => /No such checkout.session.*nothing applied/.test(message)),
      ).toBe(true)
      const unchanged = await pledges.investmentNow(investment.id)
      expect(unchanged.paymentState).toBe(investment.paymentState)
    } finally {
      warn.mockRestore()
    }
  })
})
