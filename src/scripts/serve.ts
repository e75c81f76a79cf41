import './load-env'

import { rm } from 'node:fs/promises'

import { checkConfigurationAtStart } from '@/server/configuration/check-configuration-at-start'
import { closePayloadDatabasePools } from '@/server/db/payload-database-pool'
import { backgroundWorkSettled } from '@/server/lifecycle/background-work'
import {
  createGracefulShutdown,
  shutdownOnSignals,
  shutdownTimeoutMs,
} from '@/server/http/graceful-shutdown'
import { startHttpServer } from '@/framework/start-http-server'

/**
 * The production server (`npm start` runs it compiled, dist/server/serve.mjs) and, with `--dev`,
 * `npm run dev`'s (from source).
 */
const dev = process.argv.includes('--dev')

/** Development's stop is said by `npm run dev` in one line; only a stop that hangs is told here. */
function devLog(message: string) {
  if (message.includes('took over')) console.log(message)
}

// A required setting missing: one line and exit 1 in production. Development stands in for each of
// them on purpose (a generated secret, an embedded database, the card stand-in): nothing to say.
if (!dev) await checkConfigurationAtStart({ production: true })

// Cached CMS reads and rendered pages outlive a restart and are only expired by publishing (or
// time). After a deploy (maybe a migration), a restored database or a new site address they could
// be stale: start from the database every time.
await rm('.next/cache/fetch-cache', { recursive: true, force: true })
await rm('.next/server/route-cache', { recursive: true, force: true })
const { server, jobRunner, markShuttingDown, cutConnections, closeNext } = await startHttpServer({
  dev,
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOSTNAME_BIND ?? '0.0.0.0',
})

// SIGTERM or Ctrl-C: /api/ready turns 503, requests, the job run under way and the outbox
// delivery they started finish, then the database pool closes (docs/operations.md, Health and
// shutdown). The delivery and the pool belong to Next's copies of our modules: asked over the
// process channel. In development what still runs after half a second (a compile, a hot-reload socket,
// a job run) is cut off, and the stop says one line.
shutdownOnSignals(
  createGracefulShutdown({
    server,
    onStart: markShuttingDown,
    stopBackgroundWork: dev ? jobRunner.abandon : jobRunner.stop,
    closeResources: async () => {
      await backgroundWorkSettled()
      if (dev) {
        // Requests cut off may still be rendering with a client of the pool: closing it under them
        // would throw in each. The process exits next, and its connections close with it. Next
        // saves Turbopack's work for the next start meanwhile, for at most 1.5 s.
        await Promise.race([closeNext(), new Promise((resolve) => setTimeout(resolve, 1_500))])
        return
      }
      const pools = await closePayloadDatabasePools()
      console.log(`> Database pools closed: ${pools}`)
    },
    timeoutMs: dev ? 4_000 : shutdownTimeoutMs(),
    ...(dev && { cutOff: { afterMs: 500, run: cutConnections }, log: devLog }),
  }),
)
