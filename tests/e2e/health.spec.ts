import { expect, test } from '@playwright/test'

/**
 * The load balancer's probes on the production server: their own routes beside Payload's REST
 * catch-all, never kept by a cache (ours answers HIT for what it stored).
 */
test('health and readiness answer, uncached, and Payload keeps its REST routes', async ({
  request,
}) => {
  for (const [path, body] of [
    ['/api/health', { status: 'ok' }],
    ['/api/ready', { status: 'ready' }],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(await response.json()).toEqual(body)
      expect(response.headers()['cache-control'], path).toBe('no-store')
      expect(response.headers()['x-cache'], path).toBeUndefined()
      expect(response.headers()['x-nextjs-cache'], path).toBeUndefined()
    }
  }

  const pages = await request.get('/api/pages?limit=1&depth=0')
  expect(pages.status()).toBe(200)
  expect((await pages.json()).docs).toHaveLength(1)
  const unknown = await request.get('/api/no-such-collection')
  expect(unknown.status()).toBe(404)
})
