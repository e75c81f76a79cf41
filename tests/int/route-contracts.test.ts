import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { validate } from '@readme/openapi-parser'
import { NextRequest } from 'next/server'
import type { OpenAPIV3_1 } from 'openapi-types'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as openApiRoute from '@/app/(payload)/api/openapi.json/route'
import * as referenceRoute from '@/app/(payload)/api/reference/route'
import { apiRoutes } from '@/contracts/api-routes'
import { openApiDocument } from '@/contracts/openapi-document'
import { defineRoute, type RouteContract } from '@/contracts/route-contract'
import * as z from '@/domain/zod'
import { clientIpHeader } from '@/server/http/request-context'
import { FileAnswer, RedirectAnswer, routeHandler } from '@/server/http/route-handler'

import { testPayload } from '../support/payload'
import { anIp, anonymous, investorCaller, staffCaller, type Caller } from '../support/rest'

const apiFolder = path.join(process.cwd(), 'src/app/(payload)/api')

/** The route file Next serves a contract's path from: a literal folder, else a dynamic one. */
function routeFileOf(contract: RouteContract): string | null {
  let folder = apiFolder
  for (const segment of contract.path.replace(/^\/api\//, '').split('/')) {
    const literal = path.join(folder, segment.replace(/^\{(\w+)\}$/, '[$1]'))
    if (existsSync(literal)) {
      folder = literal
      continue
    }
    const dynamic = readdirSync(folder).find((name) => /^\[\w+\]$/.test(name))
    if (!dynamic) return null
    folder = path.join(folder, dynamic)
  }
  const file = path.join(folder, 'route.ts')
  return existsSync(file) ? file : null
}

type Operation = {
  requestBody: { content: Record<string, unknown> }
  responses: Record<string, { content: Record<string, unknown> }>
}

/** The document of only these routes, to read one operation. */
const openApiDocumentOf = (routes: RouteContract[]) =>
  openApiDocument('http://localhost', routes) as unknown as {
    paths: Record<string, Record<'get' | 'post', Operation>>
  }

function request(caller: Caller, url: string, init: { method?: string; body?: unknown } = {}) {
  return new NextRequest(`http://localhost${url}`, {
    method: init.method ?? 'GET',
    headers: {
      ...caller.headers,
      [clientIpHeader]: anIp(),
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
}

describe('route contracts', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it.each(apiRoutes.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s is served by a route built from its contract',
    async (_, contract) => {
      const file = routeFileOf(contract)
      expect(file, `no route file for ${contract.path}`).not.toBeNull()
      const route = (await import(file!)) as Record<string, unknown>
      expect(typeof route[contract.method]).toBe('function')
    },
  )

  it('serves an OpenAPI 3.1 document of them that a validator accepts', async () => {
    const response = openApiRoute.GET()
    expect(response.status).toBe(200)
    const document = (await response.json()) as OpenAPIV3_1.Document & {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(document.openapi).toBe('3.1.0')
    const result = await validate(structuredClone(document))
    expect(result.valid ? [] : result.errors, JSON.stringify(result)).toEqual([])
    for (const contract of apiRoutes) {
      const operation = document.paths[contract.path]?.[contract.method.toLowerCase()]
      expect(operation, contract.path).toBeDefined()
      // Each error code the contract names is listed under its status.
      const success = contract.produces === 'redirect' ? 303 : (contract.status ?? 200)
      expect(Object.keys(operation!.responses)).toContain(String(success))
    }
    // The investing API's refusals are there with their codes.
    const invest = document.paths['/api/investition']!.post!.responses['409']
    expect(JSON.stringify(invest)).toContain('RAISE_LIMIT_REACHED')
    // A call the spec addresses outside /api is listed at that address too.
    for (const contract of apiRoutes.filter((route) => route.specPath))
      expect(document.paths[contract.specPath!]?.[contract.method.toLowerCase()]).toBeDefined()
  })

  it('serves a reference page to read, with every route, its body and its answer', async () => {
    const response = referenceRoute.GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    for (const contract of apiRoutes) {
      expect(html).toContain(`<code>${contract.path}</code>`)
      // Up to its first `code` span, which the page draws as code.
      const words = contract.summary.split('`')[0]!
      expect(html).toContain(words.replace(/&/g, '&amp;').replace(/'/g, '&#39;'))
    }
    // The investing call's fields, down to the nested ones, and who may call it.
    const invest = html.slice(html.indexOf('id="postApiInvestition"'))
    expect(invest).toContain('<code class="name">confirmations</code>')
    expect(invest).toContain('<code class="name">withinLimit</code>')
    expect(invest).toContain('Who: a signed-in investor (session cookie) or an API client')
    expect(html).not.toMatch(/<script/i)
  })

  describe('a handler typed by its contract', () => {
    const echo = defineRoute({
      method: 'POST',
      path: '/api/test-echo/{code}',
      specPath: '/test-echo/{code}',
      params: { code: /^[a-z]{3}$/ },
      tag: 'Test',
      caller: 'anyone',
      summary: 'Echo',
      input: z.object({ amount: z.number({ error: 'amountInvalid' }).int().positive() }),
      output: z.object({ doubled: z.number().int(), code: z.string() }),
      errors: [],
    })

    it('reads the input with its schema, fills the path parameters and answers only what the output names', async () => {
      const handler = routeHandler(echo, async ({ input, params }) => ({
        doubled: input.amount * 2,
        code: params.code,
        secret: 'not in the contract',
      }))
      const answer = await handler(
        request(anonymous, '/api/test-echo/abc', { method: 'POST', body: { amount: 21 } }),
      )
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ doubled: 42, code: 'abc' })
      // Rewritten from the spec's address by the proxy, the request still names that address.
      const atSpecPath = await handler(
        request(anonymous, '/test-echo/xyz', { method: 'POST', body: { amount: 1 } }),
      )
      expect(await atSpecPath.json()).toEqual({ doubled: 2, code: 'xyz' })
    })

    it('refuses bad input field by field in the caller’s language, and a path that does not match', async () => {
      const handler = routeHandler(echo, async ({ input }) => ({ doubled: input.amount, code: '' }))
      const bad = await handler(
        request(anonymous, '/api/test-echo/abc', {
          method: 'POST',
          body: { amount: 'ten', locale: 'he' },
        }),
      )
      expect(bad.status).toBe(400)
      const body = (await bad.json()) as { error: { code: string; fields: object } }
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(body.error.fields).toEqual({
        amount: { key: 'amountInvalid', message: expect.stringMatching(/[\u0590-\u05FF]/) },
      })
      const wrongPath = await handler(
        request(anonymous, '/api/test-echo/ABCD', { method: 'POST', body: { amount: 1 } }),
      )
      expect(wrongPath.status).toBe(404)
    })

    it('answers INTERNAL, not a wrong shape, when the handler’s answer does not fit', async () => {
      const handler = routeHandler(echo, async () => ({ doubled: 1.5, code: 'x' }))
      const answer = await handler(
        request(anonymous, '/api/test-echo/abc', { method: 'POST', body: { amount: 1 } }),
      )
      expect(answer.status).toBe(500)
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('INTERNAL')
    })

    it('asks an investor route’s caller for a session before reading anything else', async () => {
      const mine = defineRoute({
        method: 'GET',
        path: '/api/test-mine',
        tag: 'Test',
        caller: 'investor',
        summary: 'Mine',
        input: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        output: z.object({ investor: z.number(), page: z.number() }),
        errors: ['UNAUTHENTICATED'],
      })
      const handler = routeHandler(mine, async ({ signedIn, input }) => ({
        investor: signedIn.investor.id,
        page: input.page,
      }))
      const visitor = await handler(request(anonymous, '/api/test-mine?page=zero'))
      expect(visitor.status).toBe(401)
      const investor = await investorCaller(payload, 'contract-reader')
      const answer = await handler(request(investor, '/api/test-mine?page=3'))
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(await answer.json()).toEqual({ investor: investor.id, page: 3 })
    })

    it('lets a staff route’s roles in, refuses the others, and answers a download as a file', async () => {
      const register = defineRoute({
        method: 'GET',
        path: '/api/test-register/{id}',
        params: { id: /^\d+$/ },
        tag: 'Test',
        caller: 'staff',
        roles: ['admin', 'compliance'],
        summary: 'Register',
        download: 'register-{id}.json',
        input: z.object({}),
        output: z.object({ by: z.string(), id: z.string() }),
        errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
      })
      const handler = routeHandler(register, async ({ staff, params }) => ({
        by: staff.role,
        id: params.id,
      }))
      const path = '/api/test-register/7'
      expect((await handler(request(anonymous, path))).status).toBe(401)
      const investor = await investorCaller(payload, 'contract-staff-route')
      expect((await handler(request(investor, path))).status).toBe(403)
      expect((await handler(request(await staffCaller(payload, 'editor'), path))).status).toBe(403)
      const answer = await handler(request(await staffCaller(payload, 'compliance'), path))
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-disposition')).toBe(
        'attachment; filename="register-7.json"',
      )
      expect(JSON.parse(await answer.text())).toEqual({ by: 'compliance', id: '7' })
    })

    it('takes a file as multipart form data and sets what the handler adds to a success (a cookie)', async () => {
      const upload = defineRoute({
        method: 'POST',
        path: '/api/test-upload',
        tag: 'Test',
        caller: 'anyone',
        summary: 'Upload',
        body: 'multipart',
        input: z.object({ kind: z.enum(['avatar']), file: z.file() }),
        output: z.object({ kind: z.string(), bytes: z.number() }),
        errors: [],
      })
      const handler = routeHandler(upload, async ({ input, onResponse }) => {
        onResponse((response) => response.cookies.set('uploaded', input.kind))
        return { kind: input.kind, bytes: input.file.size }
      })
      const send = (form: FormData) =>
        handler(
          new NextRequest('http://localhost/api/test-upload', {
            method: 'POST',
            headers: { [clientIpHeader]: anIp(), 'sec-fetch-site': 'same-origin' },
            body: form,
          }),
        )
      const form = new FormData()
      form.append('kind', 'avatar')
      form.append('file', new File([new Uint8Array(5)], 'me.png', { type: 'image/png' }))
      const answer = await send(form)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ kind: 'avatar', bytes: 5 })
      expect(answer.cookies.get('uploaded')?.value).toBe('avatar')
      // Without the file: the field is named, and no cookie is set on a refusal.
      const withoutFile = new FormData()
      withoutFile.append('kind', 'avatar')
      const refused = await send(withoutFile)
      expect(refused.status).toBe(400)
      expect(
        Object.keys(((await refused.json()) as { error: { fields: object } }).error.fields),
      ).toEqual(['file'])
      expect(refused.cookies.get('uploaded')).toBeUndefined()
      // The document says how the body travels.
      const document = openApiDocumentOf([upload])
      expect(Object.keys(document.paths['/api/test-upload']!.post.requestBody.content)).toEqual([
        'multipart/form-data',
      ])
    })

    it('answers a file or a redirect only where the contract says it produces one', async () => {
      const letter = defineRoute({
        method: 'GET',
        path: '/api/test-letter',
        tag: 'Test',
        caller: 'anyone',
        summary: 'Letter',
        produces: { file: ['application/pdf'] },
        input: z.object({ as: z.enum(['pdf', 'csv', 'redirect']) }),
        output: z.never(),
        errors: [],
      })
      const handler = routeHandler(letter, async ({ input }) =>
        input.as === 'redirect'
          ? new RedirectAnswer('http://localhost/elsewhere')
          : new FileAnswer({
              bytes: '%PDF-1.7',
              contentType: input.as === 'pdf' ? 'application/pdf' : 'text/csv',
              filename: 'letter.pdf',
              disposition: 'inline',
              language: 'he',
            }),
      )
      const pdf = await handler(request(anonymous, '/api/test-letter?as=pdf'))
      expect(pdf.status).toBe(200)
      expect(pdf.headers.get('content-type')).toBe('application/pdf')
      expect(pdf.headers.get('content-disposition')).toBe('inline; filename="letter.pdf"')
      expect(pdf.headers.get('content-language')).toBe('he')
      expect(await pdf.text()).toBe('%PDF-1.7')
      // A type or a redirect the contract does not name is our bug, not an answer.
      expect((await handler(request(anonymous, '/api/test-letter?as=csv'))).status).toBe(500)
      expect((await handler(request(anonymous, '/api/test-letter?as=redirect'))).status).toBe(500)
      const document = openApiDocumentOf([letter])
      expect(
        Object.keys(document.paths['/api/test-letter']!.get.responses['200']!.content),
      ).toEqual(['application/pdf'])
    })

    it('redirects (303) where the contract produces a redirect', async () => {
      const away = defineRoute({
        method: 'GET',
        path: '/api/test-away',
        tag: 'Test',
        caller: 'anyone',
        summary: 'Away',
        produces: 'redirect',
        input: z.object({}),
        output: z.never(),
        errors: [],
      })
      const handler = routeHandler(away, async () => new RedirectAnswer('http://localhost/there'))
      const answer = await handler(request(anonymous, '/api/test-away'))
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('http://localhost/there')
      expect(
        Object.keys(openApiDocumentOf([away]).paths['/api/test-away']!.get.responses),
      ).toContain('303')
    })
  })
})
