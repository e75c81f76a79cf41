import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { staffAuthHeaders } from './staff'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

test('robots.txt keeps the style guide, admin and API out and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toContain('User-Agent: *')
  for (const path of ['/test', '/admin', '/api/']) expect(text).toContain(`Disallow: ${path}\n`)
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
})

test('sitemap.xml lists every public page in both languages with hreflang alternates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  const urls = locs(xml).map((u) => new URL(u!).pathname + new URL(u!).search)
  for (const path of [
    '/',
    '/how-it-works',
    '/leading-investor',
    '/smartclub2',
    '/recruitment',
    '/policy/privacy',
    '/projects',
    '/blog',
  ]) {
    expect(urls).toContain(`${path}?lng=he`)
    expect(urls).toContain(`${path}?lng=en`)
  }
  // One address per page (no duplicate path), nothing hidden from search engines.
  expect(urls.some((u) => u.startsWith('/Smart-investor-Club'))).toBe(false)
  expect(urls.some((u) => u.startsWith('/policy/security'))).toBe(false)
  expect(urls.some((u) => u.startsWith('/thank-you'))).toBe(false)
  expect(urls.some((u) => u.startsWith('/test'))).toBe(false)
  expect(xml).toMatch(
    /<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/how-it-works\?lng=en"/,
  )
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/how-it-works"/)
})

test('a published post joins the sitemap and leaves it when unpublished', async ({ request }) => {
  const auth = await staffAuthHeaders(request)
  const slug = `sitemap-check-${Date.now()}`
  const created = await request.post('/api/posts?locale=en', {
    headers: auth,
    data: {
      title: 'Sitemap check',
      slug,
      kind: 'blog',
      publishedAt: new Date().toISOString(),
      excerpt: 'A post made by the sitemap test.',
      content: {
        root: {
          type: 'root',
          version: 1,
          format: '',
          indent: 0,
          direction: null,
          children: [
            {
              type: 'paragraph',
              version: 1,
              format: '',
              indent: 0,
              direction: null,
              textFormat: 0,
              children: [
                {
                  type: 'text',
                  text: 'Hello',
                  version: 1,
                  detail: 0,
                  format: 0,
                  mode: 'normal',
                  style: '',
                },
              ],
            },
          ],
        },
      },
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const sitemap = async () => locs(await (await request.get('/sitemap.xml')).text())
  const postUrl = (lng: string) => `${baseURL}/blog/${slug}?lng=${lng}`
  try {
    await expect.poll(sitemap).toEqual(expect.arrayContaining([postUrl('he'), postUrl('en')]))
    const unpublished = await request.patch(`/api/posts/${id}?locale=en`, {
      headers: auth,
      data: { _status: 'draft' },
    })
    expect(unpublished.status()).toBe(200)
    await expect.poll(sitemap).not.toContain(postUrl('en'))
  } finally {
    await request.delete(`/api/posts/${id}`, { headers: auth })
  }
})
