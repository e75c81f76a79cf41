import { randomInt } from 'node:crypto'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import en from '@messages/en.json'
import he from '@messages/he.json'

import * as catchAll from '@/app/(payload)/api/[...slug]/route'
import * as changeEmail from '@/app/(payload)/api/catalog/user/change-email/route'
import * as changePassword from '@/app/(payload)/api/catalog/user/change-password/route'
import * as changePhone from '@/app/(payload)/api/catalog/change-phone/route'
import * as changePhoneVerify from '@/app/(payload)/api/catalog/change-phone/verify/route'
import * as addLeaderRequest from '@/app/(payload)/api/catalog/add-leader-request/route'
import * as questionnaireUpdate from '@/app/(payload)/api/catalog/questionaire/update/route'
import * as leaderDecision from '@/app/(payload)/api/staff/leader-requests/[id]/decision/route'
import * as submitIdentityCheck from '@/app/(payload)/api/catalog/submit-identity-check/route'
import * as updateAvatar from '@/app/(payload)/api/catalog/update-avatar/route'
import * as updatePassport from '@/app/(payload)/api/catalog/update-passport/route'
import * as updateProfile from '@/app/(payload)/api/catalog/update-profile/route'
import * as activate from '@/app/(payload)/api/confirm/activate/route'
import * as resend from '@/app/(payload)/api/confirm/resend/route'
import * as leads from '@/app/(payload)/api/leads/route'
import * as linkToken from '@/app/(payload)/api/link-token/open/route'
import * as login from '@/app/(payload)/api/login/route'
import * as loginSecondFactor from '@/app/(payload)/api/login/second-factor/route'
import * as twoFactorSetup from '@/app/(payload)/api/catalog/user/two-factor/setup/route'
import * as twoFactorConfirm from '@/app/(payload)/api/catalog/user/two-factor/confirm/route'
import * as twoFactorDisable from '@/app/(payload)/api/catalog/user/two-factor/disable/route'
import * as logout from '@/app/(payload)/api/logout/route'
import * as otpResend from '@/app/(payload)/api/otp/resend/route'
import * as otpSend from '@/app/(payload)/api/otp/send/route'
import * as otpVerify from '@/app/(payload)/api/otp/verify/route'
import * as passwordEmail from '@/app/(payload)/api/password/email/route'
import * as passwordReset from '@/app/(payload)/api/password/reset/route'
import * as register from '@/app/(payload)/api/register/route'
import * as wantMore from '@/app/(payload)/api/tfsendernotify/send-form-want-more/route'
import * as verifyOtp from '@/app/(payload)/api/verify-otp/route'
import * as formTimeout from '@/app/(frontend)/[locale]/form/timeout/route'
import * as invest from '@/app/(payload)/api/investition/route'
import * as investCardSetup from '@/app/(payload)/api/investition/card-setup/route'
import * as confirmCharge from '@/app/(payload)/api/investition/confirm-charge/route'
import * as investUpdate from '@/app/(payload)/api/investition/update/route'
import * as sendBankDetails from '@/app/(payload)/api/investor/send-bank-details/route'
import * as projectStatus from '@/app/(payload)/api/staff/projects/[id]/status/route'
import * as transferReceived from '@/app/(payload)/api/staff/investments/[id]/transfer-received/route'
import * as refundRecorded from '@/app/(payload)/api/staff/investments/[id]/refund/route'
import * as bankStatement from '@/app/(payload)/api/staff/projects/[id]/bank-statement/route'
import * as bankStatementApply from '@/app/(payload)/api/staff/projects/[id]/bank-statement/apply/route'
import * as stripeWebhook from '@/app/(payload)/api/stripe/webhook/route'
import * as companyUpdates from '@/app/(payload)/api/company/projects/[id]/updates/route'
import { clientIpHeader } from '@/server/http/request-context'

import { testPayload } from '../support/payload'
import { investorCaller, staffCaller, type Caller } from '../support/rest'

/**
 * An attacker's probe, in-process: malformed bodies to every public POST route and malformed
 * query parameters to every collection's REST list, anonymous and signed in. Nothing may answer
 * 5xx; our own routes answer the catalogue's shape with a translated message.
 */

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Handler = (request: NextRequest) => Promise<Response>

const api = 'http://localhost/api'
const restRoute = (path: string) => path.split('?')[0]!.split('/').filter(Boolean)

/** Our own POST routes, with the fields each reads (every field is fuzzed on every route). */
const ownPostRoutes: Record<string, Handler> = {
  '/api/leads': leads.POST,
  '/api/tfsendernotify/send-form-want-more': wantMore.POST,
  '/form/timeout': formTimeout.POST,
  '/api/register': register.POST,
  '/api/login': login.POST,
  '/api/login/second-factor': loginSecondFactor.POST,
  '/api/catalog/user/two-factor/setup': twoFactorSetup.POST,
  '/api/catalog/user/two-factor/confirm': twoFactorConfirm.POST,
  '/api/catalog/user/two-factor/disable': twoFactorDisable.POST,
  '/api/logout': logout.POST,
  '/api/confirm/activate': activate.POST,
  '/api/confirm/resend': resend.POST,
  '/api/link-token/open': linkToken.POST,
  '/api/otp/send': otpSend.POST,
  '/api/otp/resend': otpResend.POST,
  '/api/otp/verify': otpVerify.POST,
  '/api/verify-otp': verifyOtp.POST,
  '/api/password/email': passwordEmail.POST,
  '/api/password/reset': passwordReset.POST,
  '/api/catalog/user/change-password': changePassword.POST,
  '/api/catalog/user/change-email': changeEmail.POST,
  '/api/catalog/update-profile': updateProfile.POST,
  '/api/catalog/update-passport': updatePassport.POST,
  '/api/catalog/update-avatar': updateAvatar.POST,
  '/api/catalog/submit-identity-check': submitIdentityCheck.POST,
  '/api/catalog/change-phone': changePhone.POST,
  '/api/catalog/change-phone/verify': changePhoneVerify.POST,
  '/api/catalog/questionaire/update': questionnaireUpdate.POST,
  '/api/catalog/add-leader-request': addLeaderRequest.POST,
  '/api/staff/leader-requests/1/decision': (request) =>
    leaderDecision.POST(request, { params: Promise.resolve({ id: '1' }) }),
  '/api/investition': invest.POST,
  '/api/investition/update': investUpdate.POST,
  '/api/investition/card-setup': investCardSetup.POST,
  '/api/investor/send-bank-details': sendBankDetails.POST,
  '/api/stripe/webhook': stripeWebhook.POST,
  '/api/investition/confirm-charge': confirmCharge.POST,
  '/api/staff/projects/1/status': (request) =>
    projectStatus.POST(request, { params: Promise.resolve({ id: '1' }) }),
  '/api/staff/investments/1/transfer-received': (request) =>
    transferReceived.POST(request, { params: Promise.resolve({ id: '1' }) }),
  '/api/staff/investments/1/refund': (request) =>
    refundRecorded.POST(request, { params: Promise.resolve({ id: '1' }) }),
  '/api/staff/projects/1/bank-statement': (request) =>
    bankStatement.POST(request, { params: Promise.resolve({ id: '1' }) }),
  '/api/staff/projects/1/bank-statement/apply': (request) =>
    bankStatementApply.POST(request, { params: Promise.resolve({ id: '1' }) }),
  '/api/company/projects/1/updates': (request) =>
    companyUpdates.POST(request, { params: Promise.resolve({ id: '1' }) }),
}

/** Payload's own POST routes a visitor can reach. */
const payloadPostRoutes = [
  '/api/users/login',
  '/api/users/forgot-password',
  '/api/users/reset-password',
  '/api/users/first-register',
  '/api/users/refresh-token',
  '/api/users/logout',
  '/api/investors/login',
  '/api/payload-preferences',
]

/** A well-formed body of every route at once: each field is then broken one at a time. */
const validBody: Record<string, unknown> = {
  type: 'contact',
  firstName: 'Dana',
  lastName: 'Cohen',
  fullName: 'Dana Cohen',
  name: 'Dana Cohen',
  email: 'dana@example.com',
  login: 'dana@example.com',
  password: 'Copper-Lantern-4812',
  confirmPassword: 'Copper-Lantern-4812',
  currentPassword: 'Copper-Lantern-4812',
  phoneCountry: 'IL',
  phone: '0501234567',
  message: 'Hello',
  agree: true,
  agreeInfo: true,
  token: 'abc',
  code: '123456',
  user_id: 1,
  challenge_id: 1,
  method: 'sms',
  verification_token: 'abc',
  second_factor_token: 'abc',
  session: 'bearer',
  locale: 'en',
  source: '/projects',
  projectName: 'Project',
  utm_source: 'google',
}

const hostileValues: [string, unknown][] = [
  ['NUL byte', 'a\u0000b'],
  ['control character', 'a\u0007\u001bb'],
  ['lone surrogate', 'a\ud800b'],
  ['huge string', 'x'.repeat(70_000)],
  ['number', 12345],
  ['huge number', 1e308],
  ['array', ['a', 'b']],
  ['object', { $ne: null }],
  ['null', null],
  ['boolean', false],
]

/** Values also put in one field at a time (the others valid, so the route reads it). */
const oneFieldAtATime = new Set(['NUL byte', 'number', 'object', 'null'])

type RawBody = { name: string; body: BodyInit; type?: string; chunked?: boolean }

const rawBodies: RawBody[] = [
  { name: 'invalid JSON', body: '{"firstName":', type: 'application/json' },
  { name: 'JSON array', body: '[1,2,3]', type: 'application/json' },
  { name: 'JSON string', body: '"hello"', type: 'application/json' },
  { name: 'JSON null', body: 'null', type: 'application/json' },
  { name: 'JSON with a NUL escape', body: '{"email":"a\\u0000@b.c"}', type: 'application/json' },
  { name: 'JSON out of range', body: '{"user_id":1e999}', type: 'application/json' },
  { name: 'deep JSON', body: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
  { name: 'garbage multipart', body: '--x\r\ngarbage', type: 'multipart/form-data; boundary=x' },
  { name: 'multipart without boundary', body: 'garbage', type: 'multipart/form-data' },
  {
    name: 'bad url-encoding',
    body: 'email=%ff%E0%A4%A&x=%00',
    type: 'application/x-www-form-urlencoded',
  },
  { name: 'wrong content-type', body: JSON.stringify(validBody), type: 'text/plain' },
  { name: 'xml', body: '<a>1</a>', type: 'application/xml' },
  { name: 'empty JSON', body: '', type: 'application/json' },
  {
    name: 'oversized JSON, chunked',
    body: JSON.stringify({ ...validBody, message: 'x'.repeat(1024 * 1024) }),
    type: 'application/json',
    chunked: true,
  },
  {
    name: 'oversized form, chunked',
    body: `message=${'x'.repeat(1024 * 1024)}`,
    type: 'application/x-www-form-urlencoded',
    chunked: true,
  },
]

/** Every JSON body the table makes: each hostile value in every field, then all fields at once. */
function jsonBodies(): { name: string; body: unknown }[] {
  const bodies: { name: string; body: unknown }[] = []
  for (const [name, value] of hostileValues) {
    bodies.push({ name: `${name} in every field`, body: mapValues(validBody, () => value) })
    if (!oneFieldAtATime.has(name)) continue
    for (const field of Object.keys(validBody))
      bodies.push({ name: `${name} in ${field}`, body: { ...validBody, [field]: value } })
  }
  return bodies
}

const mapValues = (object: Record<string, unknown>, f: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, f(value)]))

function chunkedStream(text: BodyInit): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(String(text))
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + 16 * 1024))
      offset += 16 * 1024
    },
  })
}

function postRequest(url: string, raw: RawBody, headers: Record<string, string> = {}): NextRequest {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
  return new NextRequest(url, {
    method: 'POST',
    headers: {
      ...(raw.type ? { 'content-type': raw.type } : {}),
      'accept-language': 'he',
      [clientIpHeader]: ip,
      ...headers,
    },
    body: raw.chunked ? chunkedStream(raw.body) : raw.body,
    ...(raw.chunked ? { duplex: 'half' } : {}),
  } as ConstructorParameters<typeof NextRequest>[1])
}

/** `/api/leads` has a route of its own (POST is ours, the rest Payload's). */
const listRoute = (slug: string) =>
  slug === 'leads' ? (request: NextRequest) => leads.GET(request) : catchAll.GET

type Failure = { request: string; status: number; body: string }

async function check(
  label: string,
  response: Promise<Response>,
  failures: Failure[],
  options: { ours: boolean },
) {
  let status: number
  let text: string
  try {
    const answer = await response
    status = answer.status
    text = await answer.text()
  } catch (error) {
    failures.push({ request: label, status: -1, body: String(error) })
    return
  }
  if (status >= 500) {
    failures.push({ request: label, status, body: text.slice(0, 300) })
    return
  }
  if (options.ours && status >= 400) {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }
    if (typeof parsed.error?.code !== 'string' || typeof parsed.error.message !== 'string')
      failures.push({ request: label, status, body: `not the API's error shape: ${text}` })
    // The message is the catalogue's in one of the languages, not a code or an exception's text.
    else if (
      ![he, en].some(
        (messages) =>
          messages.ApiErrors[parsed.error!.code as keyof typeof he.ApiErrors] ===
          parsed.error!.message,
      )
    )
      failures.push({ request: label, status, body: `untranslated: ${text}` })
  }
}

function report(failures: Failure[], total: number) {
  console.log(`${failures.length} of ${total} requests failed`)
  return failures.map((f) => `${f.status} ${f.request} → ${f.body}`)
}

describe('malformed input is answered 4xx, never 5xx', () => {
  let payload: Payload
  let admin: Caller
  let investor: Caller
  const logged: string[] = []
  let restoreLog: () => void

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffCaller(payload, 'admin')
    investor = await investorCaller(payload, 'fuzz')
    restoreLog = captureLog(payload, logged)
  })

  afterAll(async () => {
    restoreLog?.()
    // The valid bodies queued e-mails nobody here delivers: left, they would hold up the next
    // file's delivery (the outbox sends the oldest 50 each round).
    await payload.delete({ collection: 'email-outbox', where: { status: { equals: 'queued' } } })
  })

  const bodies = (): RawBody[] => [
    ...jsonBodies().map(({ name, body }) => ({
      name,
      body: JSON.stringify(body),
      type: 'application/json',
    })),
    ...rawBodies,
  ]

  it.each(Object.entries(ownPostRoutes))(
    'answers every malformed body on POST %s with a translated 4xx',
    async (path, handler) => {
      const failures: Failure[] = []
      const raws = bodies()
      for (const raw of raws)
        await check(
          `POST ${path} (${raw.name})`,
          handler(postRequest(`http://localhost${path}`, raw)),
          failures,
          { ours: true },
        )
      expect(report(failures, raws.length)).toEqual([])
    },
    // 133 bodies in turn, some through a password hash: minutes when the other workers load the CPU.
    600_000,
  )

  it.each(payloadPostRoutes)(
    'answers every malformed body on POST %s with a 4xx',
    async (path) => {
      const failures: Failure[] = []
      const raws = bodies()
      for (const raw of raws)
        await check(
          `POST ${path} (${raw.name})`,
          catchAll.POST(postRequest(`http://localhost${path}`, raw), {
            params: Promise.resolve({ slug: restRoute(path.slice('/api'.length)) }),
          }),
          failures,
          { ours: false },
        )
      expect(report(failures, raws.length)).toEqual([])
    },
    // 133 bodies in turn, some through a password hash: minutes when the other workers load the CPU.
    600_000,
  )

  const badQueries = [
    'page=-1',
    'page=abc',
    'page=1e999',
    'page=99999999999999999999',
    'limit=-5',
    'limit=abc',
    'limit=1e999',
    'depth=999',
    'depth=-1',
    'depth=abc',
    'sort=%00',
    'sort=-',
    'sort=nosuchfield',
    'sort[]=a&sort[]=b',
    'where[id][near]=1,2,3',
    'where[id][equals]=1e999',
    'where[id][equals]=abc',
    'where[id][in]=1,abc',
    'where[id][equals]=%00',
    'where[x][bogus_op]=1',
    'where[id][bogus_op]=1',
    'where[createdAt][greater_than]=notadate',
    'where[createdAt][less_than]=99999-99-99',
    'where[updatedAt][equals]=%00',
    'where[id][exists]=maybe',
    'where[or][0][id][equals]=1e999',
    'where[and][x]=1',
    'where=abc',
    'where[id]=1',
    'where[email][like]=%00',
    'where[email][contains]=%ff',
    'where[slug][equals]=a%00b',
    'locale=%00',
    'locale=xx',
    'draft=%00',
    'select[%00]=true',
    'populate[x]=1',
    'joins[x][limit]=-1',
    'pagination=maybe',
    'trash=maybe',
  ]

  const signedIn = () => ({
    anonymous: {} as Record<string, string>,
    admin: admin.headers,
    investor: investor.headers,
  })

  it("answers malformed query parameters on every collection's REST list with a 4xx", async () => {
    const failures: Failure[] = []
    let total = 0
    const slugs = payload.config.collections.map((c) => c.slug)
    for (const [who, headers] of Object.entries(signedIn())) {
      for (const slug of slugs) {
        for (const query of badQueries) {
          total++
          await check(
            `GET /api/${slug}?${query} as ${who}`,
            listRoute(slug)(new NextRequest(`${api}/${slug}?${query}`, { headers }), {
              params: Promise.resolve({ slug: [slug] }),
            }),
            failures,
            { ours: false },
          )
        }
      }
    }
    expect(report(failures, total)).toEqual([])
  })

  it('answers the access matrix with 2xx or 4xx for every role', async () => {
    const failures: Failure[] = []
    const collections = payload.config.collections.map((c) => c.slug)
    const globals = payload.config.globals.map((g) => g.slug)
    const paths = [
      ...collections.flatMap((slug) => [
        slug,
        `${slug}/1`,
        `${slug}/versions`,
        `${slug}/versions/1`,
        `${slug}/me`,
        `${slug}/init`,
        `${slug}/count`,
        `${slug}/abc`,
      ]),
      ...globals.flatMap((slug) => [
        `globals/${slug}`,
        `globals/${slug}/versions`,
        `globals/${slug}/versions/1`,
      ]),
    ]
    let total = 0
    for (const [who, headers] of Object.entries(signedIn())) {
      for (const path of paths) {
        for (const method of ['GET', 'DELETE'] as const) {
          total++
          // A delete never aims at a real document: other files' data share this database.
          const target = method === 'DELETE' ? path.replace(/\/1$/, '/2147483000') : path
          const handler = method === 'GET' ? catchAll.GET : catchAll.DELETE
          await check(
            `${method} /api/${target} as ${who}`,
            handler(new Request(`${api}/${target}`, { method, headers }), {
              params: Promise.resolve({ slug: restRoute(target) }),
            }),
            failures,
            { ours: false },
          )
        }
      }
    }
    expect(report(failures, total)).toEqual([])
  })

  it("never logs a failed query's personal data", async () => {
    // The lead form refuses the NUL byte itself now; the database would refuse it too, and its
    // error (with the query's parameters) must not reach the log.
    await payload
      .create({
        collection: 'leads',
        data: {
          type: 'general',
          formName: 'x',
          firstName: 'Secret\u0000Person',
          lastName: 'Private-Surname',
          phone: '+972501234567',
          email: 'secret.person@example.com',
        },
      })
      .then(
        () => expect.fail('the database took a NUL byte'),
        (err: unknown) => payload.logger.error({ err, msg: 'POST /api/leads' }),
      )
    const text = logged.join('\n')
    expect(text).toContain('POST /api/leads')
    for (const secret of ['Private-Surname', 'secret.person@example.com', '972501234567'])
      expect(text).not.toContain(secret)
    expect(text).not.toMatch(/params: (?!\[redacted\])/)
  })
})

/** Every line the Payload logger writes, as serialised (the destination's input). */
function captureLog(payload: Payload, lines: string[]): () => void {
  const logger = payload.logger as unknown as Record<symbol, { write: (s: string) => void }>
  const streamSymbol = Object.getOwnPropertySymbols(logger).find(
    (symbol) => symbol.description === 'pino.stream',
  )!
  const stream = logger[streamSymbol]!
  const write = stream.write.bind(stream)
  stream.write = (line: string) => {
    lines.push(line)
    write(line)
  }
  return () => {
    stream.write = write
  }
}
