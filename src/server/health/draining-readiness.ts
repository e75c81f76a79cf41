import type { IncomingMessage, ServerResponse } from 'node:http'

import { pathOfRequestUrl } from '@/domain/http/request-path'

import type { ReadinessFailure } from './readiness'

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>

const readinessPath = '/api/ready'

/**
 * The HTTP server's part of `/api/ready`: once its shutdown has begun it answers 503 itself, in
 * front of Next, so that a load balancer drains the instance. The state lives here, with the
 * server that shuts down; Next's route (src/server/health/health-routes.ts) checks the rest.
 */
export function withDrainingReadiness(handle: Handler): {
  handle: Handler
  markShuttingDown: () => void
} {
  let shuttingDown = false
  const body = JSON.stringify({
    status: 'not ready',
    failed: ['shutting-down'] satisfies ReadinessFailure[],
  })
  return {
    handle: (req, res) => {
      if (!shuttingDown || pathOfRequestUrl(req.url ?? '/') !== readinessPath)
        return handle(req, res)
      res.writeHead(503, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
      })
      res.end(body)
    },
    markShuttingDown: () => {
      shuttingDown = true
    },
  }
}
