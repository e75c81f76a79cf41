import { createServer, type Server } from 'node:net'

/**
 * `count` distinct free TCP ports on loopback, asked of the system and let go together (all are
 * held until the last is known, so no two are the same), for a test's own servers: a fixed port
 * could be one a parallel worker's stand-in holds.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = []
  try {
    return await Promise.all(
      Array.from({ length: count }, () => {
        const server = createServer()
        servers.push(server)
        return new Promise<number>((resolve, reject) => {
          server.once('error', reject)
          server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
        })
      }),
    )
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  }
}
