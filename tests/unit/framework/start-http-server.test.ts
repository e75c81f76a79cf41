import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { expectCheckedVersions, requireFromApp, root } from './checked-against'

type CustomServer = {
  prepare: () => Promise<void>
  getRequestHandler: () => (req: IncomingMessage, res: ServerResponse) => Promise<void>
  close: () => Promise<void>
}
type CreateServer = (options: {
  dev: boolean
  hostname: string
  port: number
  dir: string
}) => CustomServer

/**
 * src/framework/start-http-server.ts runs Next behind our own HTTP server through Next's
 * custom-server API, because Next keeps whatever `X-Forwarded-For` a client sends.
 */
describe('guard: the custom HTTP server (src/framework/start-http-server.ts)', () => {
  const turbopack = process.env.TURBOPACK
  afterEach(() => {
    // next() picks the bundler through this variable.
    if (turbopack === undefined) delete process.env.TURBOPACK
    else process.env.TURBOPACK = turbopack
  })

  it('runs on the Next version it was checked against', () => {
    expectCheckedVersions('start-http-server.ts')
  })

  it('still gets from next() a server with prepare, getRequestHandler and close', async () => {
    const next = requireFromApp('next') as CreateServer
    const app = next({ dev: false, hostname: 'localhost', port: 3000, dir: root })
    expect(typeof app.prepare).toBe('function')
    expect(typeof app.close).toBe('function')
    // The handler our server calls with Node's request and response.
    expect(typeof app.getRequestHandler()).toBe('function')
    // Closing a server never prepared resolves (our development stop may do that).
    await expect(app.close()).resolves.toBeUndefined()
  })

  it('finds Next still keeping a client-sent X-Forwarded-For (the reason for the server)', () => {
    // Where Next fills the forwarding headers of each request (base-server.js): only when absent.
    // Should Next start replacing a client's value, or trust configured proxies only, the reason
    // for docs/decisions/0001-custom-http-server.md has changed: re-read it.
    const source = readFileSync(
      path.join(root, 'node_modules/next/dist/server/base-server.js'),
      'utf8',
    )
    const assignments = source.match(/req\.headers\['x-forwarded-for'\]\s*(\?\?=|=)/g) ?? []
    expect(assignments).toEqual(["req.headers['x-forwarded-for'] ??="])
    expect(source).not.toMatch(/trustProxy|trustedProxies/i)
  })
})
