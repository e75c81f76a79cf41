import { createServer } from 'node:http'

import { createGracefulShutdown, shutdownOnSignals } from '@/server/http/graceful-shutdown'

/**
 * A plain HTTP server wired for shutdown as serve.ts is, for tests that send it real signals:
 * `/slow` answers after SLOW_MS, anything else at once. It prints its port, then each step.
 */
const slowMs = Number(process.env.SLOW_MS ?? 800)
const server = createServer((req, res) => {
  const answer = () => res.end(req.url === '/slow' ? 'slow done' : 'fast done')
  if (req.url === '/slow') setTimeout(answer, slowMs)
  else answer()
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }))
})
shutdownOnSignals(
  createGracefulShutdown({
    server,
    closeResources: async () => console.log('> resources closed'),
    timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 5000),
  }),
)
