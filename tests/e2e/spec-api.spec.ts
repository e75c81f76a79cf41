import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIResponse } from '@playwright/test'

import { apiRoutes } from '../../src/contracts/api-routes'
import type { RouteContract } from '../../src/contracts/route-contract'
import { apiErrorAnswerSchema } from '../../src/domain/errors/api-error-body'
import { demoBlogPostSlugs } from '../../src/seed-data/demo-posts'
import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'

/**
 * Walks the list of calls in spec section 7, read from the spec itself, over real HTTP through
 * the proxy: each answers at the spec's address as our API (JSON, never a page, never 404), and a
 * route with a contract answers what its contract says. The content reads answer 200 to a
 * visitor in both languages.
 */
const specFile = process.env.SPEC_FILE ?? path.resolve('..', 'shared', 'spec', 'platform-spec.md')

type SpecCall = { method: string; path: string }

/** The rows of section 7's table, each address on its own (`update-avatar` after `/api/catalog/update-profile`). */
function specCalls(): { calls: SpecCall[]; notOurs: string[] } {
  if (!existsSync(specFile)) throw new Error(`the spec is not at ${specFile}: set SPEC_FILE`)
  const section = readFileSync(specFile, 'utf8')
    .split(/^## 7\. Calls$/m)[1]!
    .split(/^## /m)[0]!
  const calls: SpecCall[] = []
  const notOurs: string[] = []
  for (const row of section.split('\n').filter((line) => /^\| (GET|POST|PUT|DELETE) /.test(line))) {
    const [method, ...rest] = row.split('|')[1]!.trim().split(' ')
    const addresses = rest.join(' ')
    if (!/^\/?api\/|^\//.test(addresses)) {
      notOurs.push(row) // "GET to an IP-location service": a call the site makes, not one it answers
      continue
    }
    let folder = ''
    for (const part of addresses.split(/,\s*/)) {
      const address = part.startsWith('/') || part.startsWith('api/') ? part : `${folder}/${part}`
      const absolute = address.startsWith('/') ? address : `/${address}`
      folder = absolute.slice(0, absolute.lastIndexOf('/'))
      calls.push({ method: method!, path: absolute })
    }
  }
  return { calls, notOurs }
}

/** The spec's placeholders, filled with the demo content's addresses. */
function filled(address: string): string {
  const postSlug = demoBlogPostSlugs[0]!
  return address
    .replace('{email}', 'nobody@example.com')
    .replace('blog-item?id={alias}', `blog-item?id=${postSlug}`)
    .replace('/content/view/{alias}', '/content/view/how-it-works')
    .replace('{alias}', demoProjectAliases.raisingStock)
    .replace('{type}', 'investments')
    .replace('{lang}', 'en')
    .replace('{page}', '1')
    .replace('{id}', '1')
}

/** The contract answering `method path` (at its own path or at the spec's), if there is one. */
function contractOf(method: string, address: string): RouteContract | undefined {
  const pathname = address.split('?')[0]!
  const matches = (template: string | undefined) =>
    template !== undefined &&
    new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname)
  return apiRoutes.find(
    (route: RouteContract) =>
      route.method === method && (matches(route.path) || matches(route.specPath)),
  )
}

/** The content reads: a visitor gets 200 with no input. */
const contentReads = [
  '/api/tgsblogs/',
  '/content/',
  '/projects',
  '/api/catalog/projects-list',
  '/api/question-answer/',
]

async function call(
  request: import('@playwright/test').APIRequestContext,
  { method, path: address }: SpecCall,
  locale: 'he' | 'en' = 'en',
): Promise<APIResponse> {
  const url = filled(address)
  if (method === 'GET') return request.get(`${url}${url.includes('?') ? '&' : '?'}locale=${locale}`)
  return request.fetch(url, {
    method,
    data:
      address === '/projects'
        ? { filters: [{ status: ['raising', 'raising_extend'] }], locale }
        : { locale },
  })
}

test('every call of spec section 7 answers at its address as the API, as its contract says', async ({
  request,
}) => {
  const { calls, notOurs } = specCalls()
  // The table's size as the spec has it today: a row added to it is walked too.
  expect(calls.length).toBeGreaterThanOrEqual(40)
  expect(notOurs).toHaveLength(1)
  for (const spec of calls) {
    await test.step(`${spec.method} ${spec.path}`, async () => {
      const response = await call(request, spec)
      const label = `${spec.method} ${spec.path}: ${response.status()}`
      expect([404, 405], label).not.toContain(response.status())
      expect(response.headers()['content-type'], label).toContain('application/json')
      const body: unknown = await response.json()
      if (contentReads.some((prefix) => spec.path.startsWith(prefix)))
        expect(response.status(), `${label} ${JSON.stringify(body)}`).toBe(200)
      const contract = contractOf(spec.method, spec.path)
      if (!contract) return
      if (response.ok()) {
        const parsed = contract.output.safeParse(body)
        expect(parsed.success, `${label} ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      } else {
        const refusal = apiErrorAnswerSchema.safeParse(body)
        expect(refusal.success, label).toBe(true)
        // A refusal the contract names, or one every route may give (src/contracts/openapi-document.ts).
        expect([...contract.errors, 'VALIDATION_FAILED', 'CROSS_SITE_REQUEST'], label).toContain(
          refusal.data?.error.code,
        )
      }
    })
  }
})

test('the content reads answer in the language asked for', async ({ request }) => {
  const page = { method: 'POST', path: '/content/view/{alias}' }
  const hebrew = await (await call(request, page, 'he')).json()
  const english = await (await call(request, page, 'en')).json()
  expect(hebrew.page.title).toBe('איך זה עובד')
  expect(english.page.title).toBe('How it works')

  const profile = { method: 'POST', path: '/content/profile' }
  const choicesHe = (await (await call(request, profile, 'he')).json()).choices
  const choicesEn = (await (await call(request, profile, 'en')).json()).choices
  expect(choicesEn.citizenship).toContainEqual({ value: 'israeli', label: 'Israeli' })
  expect(choicesHe.citizenship.map((choice: { value: string }) => choice.value)).toEqual(
    choicesEn.citizenship.map((choice: { value: string }) => choice.value),
  )
  expect(choicesHe.citizenship[0].label).not.toBe(choicesEn.citizenship[0].label)

  const project = { method: 'POST', path: '/projects/view/{alias}' }
  const projectHe = (await (await call(request, project, 'he')).json()).project
  const projectEn = (await (await call(request, project, 'en')).json()).project
  expect(projectHe.alias).toBe(demoProjectAliases.raisingStock)
  expect(projectHe.name).not.toBe(projectEn.name)
  expect(projectEn.raisedMinor).toBe(projectHe.raisedMinor)
})

test('the spec’s lists filter as it says, and a GET of the same address is still the page', async ({
  request,
}) => {
  const lists = await request.post('/projects', {
    data: {
      filters: [
        { status: ['raising', 'raising_extend'] },
        { status: ['coming'] },
        { status: ['success_finished'] },
      ],
    },
  })
  const {
    lists: [raising, coming, finished],
  } = await lists.json()
  for (const [list, statuses] of [
    [raising, ['raising', 'raising_extend']],
    [coming, ['coming']],
    [finished, ['success_finished']],
  ] as const) {
    expect(list.projects.length).toBeGreaterThan(0)
    for (const project of list.projects) expect(statuses).toContain(project.status)
  }
  // Each list is its first page: other tests add raising projects, so the total says how many.
  expect(raising.totalDocs).toBeGreaterThanOrEqual(raising.projects.length)

  const page = await request.post('/projects/list?page=1', { data: { status: 'coming' } })
  const catalogue = await page.json()
  expect(catalogue.projects.map((p: { status: string }) => p.status)).toEqual(
    catalogue.projects.map(() => 'coming'),
  )

  const unknown = await request.post('/projects/view/no-such-project')
  expect(unknown.status()).toBe(404)
  expect((await unknown.json()).error.code).toBe('NOT_FOUND')

  const refused = await request.post('/projects', { data: { filters: [{ status: ['new'] }] } })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).error.code).toBe('VALIDATION_FAILED')

  const catalogueHtml = await request.get('/projects?lng=en')
  expect(catalogueHtml.status()).toBe(200)
  expect(catalogueHtml.headers()['content-type']).toContain('text/html')
})
