/**
 * Framework patch (src/framework/README.md): replaces `next start`'s HTTP server. Next runs behind
 * our own `node:http` server through its custom-server API (`next()`, `prepare`,
 * `getRequestHandler`, `close`).
 * Why: Next keeps a client-sent `X-Forwarded-For` as it is, so only a server holding the socket
 * can trust the client's address (TRUSTED_PROXIES); the same place holds the response cache, the
 * CSP hashes, the request clock, the draining readiness and the job runner
 * (docs/decisions/0001-custom-http-server.md).
 * Relies on: `next()` returning a server with `prepare`, `getRequestHandler` and `close`, and Next
 * filling `X-Forwarded-For` only when the request has none.
 * Checked against: next 16.4.6 (src/framework/checked-versions.ts).
 * Waits for: Next believing `X-Forwarded-For` only from configured proxies; no upstream issue
 * found (vercel/next.js#66305, closed, was about the docs' example); re-check on each upgrade.
 * Guarded by: tests/unit/framework/start-http-server.test.ts.
 */

import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'

import next from 'next'

import { parseTrustedProxies, resolveClientIp } from '@/domain/client-ip'
import { isUndecodablePath } from '@/domain/http/request-path'
import { visitorCacheVariant } from '@/domain/http/visitor-cache-variant'
import { runWithRequestClock } from '@/server/cache/request-clock'
import { tagExpirationMirror } from '@/server/cache/shared-tag-expirations'
import { lookupCountry } from '@/server/geo/lookup-country'
import { withDrainingReadiness } from '@/server/health/draining-readiness'
import { precompileRoutes } from '@/server/dev/precompile-routes'
import { clientIpHeader } from '@/server/http/request-context'
import { startJobRunner, type JobRunner } from '@/server/jobs/start-job-runner'

import { withInlineScriptHashes } from './inline-script-hashes'
import { createResponseCache, type Handler } from './response-cache'

type Options = { dev: boolean; port: number; hostname: string }

export type HttpServer = {
  server: Server
  jobRunner: JobRunner
  /** From now on `/api/ready` answers 503 (shutting-down), so that a load balancer drains us. */
  markShuttingDown: () => void
  /**
   * Closes every connection at once, those in the middle of a request and the upgraded ones (the
   * development server's hot-reload sockets) too: development's quick stop.
   */
  cutConnections: () => void
  /**
   * Closes Next (development: the dev server saves Turbopack's work to `.next/dev/cache`, which
   * the next start reuses).
   */
  closeNext: () => Promise<void>
}

/**
 * Next behind our own HTTP server, for one reason: Next keeps a client-sent `X-Forwarded-For`
 * as it is, so only here, with the socket in hand, can the client address be trusted.
 */
export async function startHttpServer({ dev, port, hostname }: Options): Promise<HttpServer> {
  const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)
  // Next builds its internal URLs from this name and treats a proxy rewrite to any other origin as
  // external (proxied over HTTP). It writes loopback addresses as `localhost`, so use that here.
  const app = next({ dev, hostname: 'localhost', port })
  await app.prepare()
  const nextHandler = app.getRequestHandler()
  const readiness = withDrainingReadiness(
    withVisitorCache(dev ? nextHandler : withInlineScriptHashes(nextHandler), dev),
  )
  const handle = readiness.handle

  const server = createServer((req, res) => {
    if (isUndecodablePath(req.url ?? '/')) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Bad Request')
      return
    }
    const forwarded = req.headers['x-forwarded-for']
    const clientIp = resolveClientIp(
      req.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      trusted,
    )
    if (clientIp) req.headers[clientIpHeader] = clientIp
    else delete req.headers[clientIpHeader]
    // The shared cache dates what this request renders from now (src/server/cache/request-clock.ts).
    void runWithRequestClock(() => handle(req, res))
  })

  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve) => server.listen(port, hostname, resolve))
  console.log(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
  const origin = `http://${selfAddress(hostname)}:${port}`
  // Development: the main pages are compiled before anyone clicks them, and the first job run (which
  // compiles the API) waits until they are, not to slow the first page down.
  const stopPrecompiling = new AbortController()
  const precompiled = dev ? precompileRoutes(origin, stopPrecompiling.signal) : undefined
  const jobRunner = startJobRunner(origin, { firstRunAfter: precompiled })
  return {
    server,
    jobRunner,
    markShuttingDown: () => {
      stopPrecompiling.abort()
      readiness.markShuttingDown()
    },
    cutConnections: () => {
      for (const socket of sockets) socket.destroy()
    },
    closeNext: () => app.close(),
  }
}

/** Where this process reaches its own server: loopback when bound to every interface. */
function selfAddress(hostname: string): string {
  if (hostname === '0.0.0.0' || hostname === '::') return '127.0.0.1'
  return hostname.includes(':') ? `[${hostname}]` : hostname
}

/**
 * Pages visitors read are answered from a shared in-memory cache for up to
 * RESPONSE_CACHE_SECONDS (default 10; 0 turns it off; always off in development). With Redis,
 * a tag expired by any process (another instance, the seed) empties it here too.
 */
function withVisitorCache(handle: Handler, dev: boolean): Handler {
  const maxSeconds = Number(process.env.RESPONSE_CACHE_SECONDS ?? 10)
  if (dev || !(maxSeconds > 0)) return handle
  const cache = createResponseCache({
    maxSeconds,
    maxBytes: 64 * 1024 * 1024,
    maxEntryBytes: 2 * 1024 * 1024,
    variant: (req) =>
      visitorCacheVariant({
        url: req.url ?? '/',
        cookieHeader: req.headers.cookie,
        hasAuthorization: Boolean(req.headers.authorization),
        lookupCountry: () => {
          const ip = req.headers[clientIpHeader]
          return lookupCountry(typeof ip === 'string' ? ip : null)
        },
      }),
  })
  tagExpirationMirror()?.onExpired(() => cache.purge())
  return cache.wrap(handle)
}
