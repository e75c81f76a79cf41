import { spawn } from 'node:child_process'

import { freePort } from '../../src/server/dev/port-free'

export { freePort }

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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    port,
    /** Ends the server (again: at once). */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
