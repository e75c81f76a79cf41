import { expect, test } from '@playwright/test'
import { staffAuthHeaders } from './staff'

test('publishing a page refreshes its cached public copy, in that language only', async ({
  request,
}) => {
  const description = () => request.get('/policy/information?lng=en').then((r) => r.text())
  const metaDescription = (html: string) =>
    /<meta name="description" content="([^"]*)"/.exec(html)?.[1]

  // Cached: the second request is served from the cache.
  await description()
  const cached = await request.get('/policy/information?lng=en')
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')

  const auth = await staffAuthHeaders(request)

  const found = await request.get('/api/pages?where[slug][equals]=information&depth=0', {
    headers: auth,
  })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  const stamp = `Updated ${Date.now()}`
  const saved = await request.patch(`/api/pages/${id}?locale=en`, {
    headers: auth,
    data: { meta: { description: stamp }, _status: 'published' },
  })
  expect(saved.status()).toBe(200)

  await expect.poll(async () => metaDescription(await description())).toBe(stamp)
  const hebrew = await request.get('/policy/information?lng=he').then((r) => r.text())
  expect(metaDescription(hebrew)).not.toBe(stamp)
})
