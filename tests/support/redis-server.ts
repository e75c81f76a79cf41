import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A free TCP port on loopback (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * A real Redis (Debian's `redis-server`) on a free port, password-protected, persisting nothing;
 * `stop` ends it.
 */
export async function startRedisServer(password: string) {
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '-'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  // The password goes in over stdin's config, not the command line other users could read.
  child.stdin.end(`requirepass ${password}\n`)
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
  })
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
