import { createServer } from 'node:http'

import next from 'next'

import { parseTrustedProxies, resolveClientIp } from '@/domain/client-ip'

import { clientIpHeader } from './request-context'

type Options = { dev: boolean; port: number; hostname: string }

/**
 * Next behind our own HTTP server, for one reason: Next keeps a client-sent `X-Forwarded-For`
 * as it is, so only here, with the socket in hand, can the client address be trusted.
 */
export async function startHttpServer({ dev, port, hostname }: Options) {
  const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)
  // Next builds its internal URLs from this name and treats a proxy rewrite to any other origin as
  // external (proxied over HTTP). It writes loopback addresses as `localhost`, so use that here.
  const app = next({ dev, hostname: 'localhost', port })
  const handle = app.getRequestHandler()
  await app.prepare()

  const server = createServer((req, res) => {
    const forwarded = req.headers['x-forwarded-for']
    const clientIp = resolveClientIp(
      req.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      trusted,
    )
    if (clientIp) req.headers[clientIpHeader] = clientIp
    else delete req.headers[clientIpHeader]
    void handle(req, res)
  })

  await new Promise<void>((resolve) => server.listen(port, hostname, resolve))
  console.log(`> Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
  return server
}
