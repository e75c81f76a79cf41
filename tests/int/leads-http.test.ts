import config from '@payload-config'
import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as exportRoute from '@/app/(payload)/api/leads/export.csv/route'
import * as leadsRoute from '@/app/(payload)/api/leads/route'
import * as footerRoute from '@/app/(payload)/api/tfsendernotify/send-form-want-more/route'
import { messagesFor } from '@/i18n/messages'
import { clientIpHeader } from '@/server/http/request-context'
import { submitLead } from '@/server/leads/submit-lead'

import { aClient } from '../support/accounts'
import { testPayload } from '../support/payload'
import { anIp, anonymous, staffCaller, type Caller } from '../support/rest'

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

/** Payload's own REST and GraphQL handlers, called with a visitor's request (no session). */
describe('leads through the public APIs', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
    await submitLead(
      payload,
      {
        type: 'timeout',
        fullName: 'Hidden Visitor',
        phoneCountry: 'IL',
        phone: '0501234567',
        email: 'hidden@example.com',
      },
      aClient(),
    )
  })

  it('refuses visitors the leads over REST', async () => {
    const response = await REST_GET(config)(new Request('http://localhost/api/leads'), {
      params: Promise.resolve({ slug: ['leads'] }),
    })
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('Hidden Visitor')
  })

  // GraphQL is switched off site-wide (payload.config.ts): the endpoint answers nothing at all.
  it('gives visitors no leads over GraphQL', async () => {
    const response = await GRAPHQL_POST(config)(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ Leads { docs { fullName email phone } } }' }),
      }),
    )
    expect(response.status).not.toBe(200)
    expect(await response.text()).not.toContain('Hidden Visitor')
  })
})

/** The lead routes by their contracts (src/contracts/leads.ts), as the site's forms call them. */
describe('the lead routes', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  const post = (route: typeof leadsRoute.POST, path: string, body: Record<string, unknown>) =>
    route(
      new NextRequest(`http://localhost${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          [clientIpHeader]: anIp(),
        },
        body: JSON.stringify(body),
      }),
    )
  const contactLead = (email: string) => ({
    firstName: 'Noa',
    lastName: 'Bar',
    phoneCountry: 'IL',
    phone: '0501234567',
    email,
    message: 'Tell me more.',
    source: '/contacts',
    projectName: 'Solar roofs',
    website: '',
    utm_source: 'newsletter',
  })
  const leadOf = async (email: string) =>
    (await payload.find({ collection: 'leads', where: { email: { equals: email } } })).docs[0]

  it('stores a lead of the form its type names, with where it came from', async () => {
    const email = `contacts.${Date.now()}@example.com`
    const answer = await post(leadsRoute.POST, '/api/leads', {
      ...contactLead(email),
      type: 'contacts',
      // Never refused: a malformed one is left empty.
      projectCategory: 12345,
    })
    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({ success: true })
    expect(await leadOf(email)).toMatchObject({
      type: 'contacts',
      formName: 'ContactsForm',
      source: '/contacts',
      projectName: 'Solar roofs',
      projectCategory: null,
      utm: { utm_source: 'newsletter' },
    })
  })

  it('refuses bad fields one by one in the caller’s language, and a form it does not know', async () => {
    const bad = await post(leadsRoute.POST, '/api/leads', {
      type: 'general',
      locale: 'he',
      firstName: '',
      phone: 'abc',
      email: 'x@',
    })
    expect(bad.status).toBe(400)
    const { error } = (await bad.json()) as {
      error: { code: string; fields: Record<string, { key: string; message: string }> }
    }
    expect(error.code).toBe('VALIDATION_FAILED')
    const he = messagesFor('he').Validation
    expect(error.fields.firstName).toEqual({ key: 'required', message: he.required })
    expect(error.fields.email).toEqual({ key: 'email', message: he.email })
    expect(error.fields.phone?.key).toBe('phoneInvalid')
    const timeout = await post(leadsRoute.POST, '/api/leads', { type: 'timeout', locale: 'en' })
    // The timeout popup's fields, for its type.
    const timeoutFields = ((await timeout.json()) as { error: { fields: object } }).error.fields
    expect(Object.keys(timeoutFields)).toEqual(expect.arrayContaining(['fullName', 'email']))
    const unknown = await post(leadsRoute.POST, '/api/leads', {
      ...contactLead('x@example.com'),
      type: 'x',
    })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { error: { fields: object } }).error.fields).toEqual({
      type: { key: 'badRequest', message: expect.any(String) },
    })
  })

  it('stores the footer’s call as a footer lead, whatever type the body names', async () => {
    const email = `footer.${Date.now()}@example.com`
    const answer = await post(footerRoute.POST, '/api/tfsendernotify/send-form-want-more', {
      ...contactLead(email),
      type: 'contacts',
    })
    expect(answer.status).toBe(201)
    expect(await leadOf(email)).toMatchObject({ type: 'general', formName: 'FooterForm' })
  })

  it('exports the leads as CSV to editors and administrators only', async () => {
    const email = `export.${Date.now()}@example.com`
    await post(leadsRoute.POST, '/api/leads', { ...contactLead(email), type: 'contacts' })
    const download = (caller: Caller, query = '') =>
      exportRoute.GET(
        new NextRequest(`http://localhost/api/leads/export.csv${query}`, {
          headers: { ...caller.headers, [clientIpHeader]: anIp() },
        }),
      )
    const visitor = await download(anonymous)
    expect(visitor.status).toBe(401)
    expect(((await visitor.json()) as { error: { code: string } }).error.code).toBe(
      'UNAUTHENTICATED',
    )
    expect((await download(await staffCaller(payload, 'compliance'))).status).toBe(403)
    const editor = await staffCaller(payload, 'editor')
    const csv = await download(editor, '?type=contacts&from=not-a-date')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-.*\.csv"$/)
    expect(csv.headers.get('cache-control')).toBe('private, no-store')
    expect(await csv.text()).toContain(`"${email}"`)
    // Another form's leads only: this one is not among them.
    expect(await (await download(editor, '?type=timeout')).text()).not.toContain(email)
  })
})
