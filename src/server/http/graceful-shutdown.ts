import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export type GracefulShutdownOptions = {
  server: Server
  /** Called first: the instance reports itself not ready, so a load balancer drains it. */
  onStart?: () => void
  /** Stops starting background work (the job runner) and resolves when the current piece ends. */
  stopBackgroundWork?: () => Promise<void>
  /** Called once no request is left and background work has ended: the database pool. */
  closeResources?: () => Promise<void>
  /** After this long the process exits non-zero, whatever is still running. */
  timeoutMs: number
  /**
   * Development: after `afterMs`, `run` cuts what is still running (connections, the job run), so
   * that a Ctrl-C takes a second or two rather than waiting for a compile or a hot-reload socket.
   */
  cutOff?: { afterMs: number; run: () => void }
  exit?: (code: number) => void
  log?: (message: string) => void
}

const idleSweepMs = 100
const repeatedSignalMs = 1000

/** SHUTDOWN_TIMEOUT_MS, default 25 s: under the 30 s most orchestrators wait before SIGKILL. */
export function shutdownTimeoutMs(): number {
  const configured = Number(process.env.SHUTDOWN_TIMEOUT_MS)
  return configured > 0 ? configured : 25_000
}

/**
 * Closes `server` without cutting anyone off: it stops accepting connections, lets the requests
 * in flight finish (answered with `Connection: close` where their headers are not out yet, so
 * that no client sends another request on a connection about to close), closes keep-alive
 * connections as soon as they are idle (they would otherwise hold the server open until their
 * own timeout), waits for the background work, closes the resources, then exits 0. Past
 * `timeoutMs` it exits 1. Calling `shutdown` again returns the same promise.
 */
export function createGracefulShutdown(options: GracefulShutdownOptions) {
  const { server } = options
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const log = options.log ?? ((message: string) => console.log(message))
  const unanswered = new Set<ServerResponse>()
  let started: Promise<void> | null = null

  // Registered first, so that it runs before the application's handler.
  server.prependListener('request', (_: IncomingMessage, res: ServerResponse) => {
    if (started) res.setHeader('Connection', 'close')
    unanswered.add(res)
    res.once('close', () => unanswered.delete(res))
  })

  async function run(reason: string): Promise<void> {
    const deadline = setTimeout(() => {
      log(`> Shutdown took over ${options.timeoutMs} ms: exiting with work unfinished`)
      exit(1)
    }, options.timeoutMs)
    const cutOff = options.cutOff
    const cutting = cutOff ? setTimeout(cutOff.run, cutOff.afterMs) : undefined
    try {
      options.onStart?.()
      const backgroundWork = options.stopBackgroundWork?.() ?? Promise.resolve()
      const closed = closeServer(server)
      for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close')
      log(`> Shutting down (${reason}): no new connections; finishing ${unanswered.size} requests`)
      await Promise.all([closed, backgroundWork])
      clearTimeout(cutting)
      await options.closeResources?.()
      clearTimeout(deadline)
      log('> Shut down cleanly')
      exit(0)
    } catch (error) {
      clearTimeout(cutting)
      clearTimeout(deadline)
      console.error('> Shutdown failed', error)
      exit(1)
    }
  }

  return {
    shutdown(reason: string): Promise<void> {
      started ??= run(reason)
      return started
    },
    get inProgress() {
      return started !== null
    },
  }
}

/** Resolves once the server listens no more and its last connection has closed. */
function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  )
  server.closeIdleConnections()
  // A kept-alive connection whose answer has just ended becomes idle: close those as they appear.
  const sweep = setInterval(() => server.closeIdleConnections(), idleSweepMs)
  return closed.finally(() => clearInterval(sweep))
}

/**
 * SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl-C) start the shutdown. A second signal
 * a moment later exits at once, non-zero, for someone who does not want to wait; one arriving
 * with the first is the same Ctrl-C, delivered by the terminal and again by `npm run dev`.
 */
export function shutdownOnSignals(
  shutdown: ReturnType<typeof createGracefulShutdown>,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let firstAt = 0
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!shutdown.inProgress) {
        firstAt = Date.now()
        void shutdown.shutdown(signal)
      } else if (Date.now() - firstAt > repeatedSignalMs) exit(1)
    })
  }
}
