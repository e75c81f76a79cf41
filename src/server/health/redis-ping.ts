import { connect as connectTcp, type Socket } from 'node:net'
import { connect as connectTls } from 'node:tls'

/** One RESP command as an array of bulk strings. */
function command(...parts: string[]): string {
  return (
    `*${parts.length}\r\n` +
    parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')
  )
}

/**
 * Resolves when the Redis server at `url` (redis:// or rediss://, with optional user and
 * password) answers PING within `timeoutMs`; rejects otherwise. A bare socket speaking RESP, so
 * that a readiness check needs no Redis client library. Errors never carry the password.
 */
export function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const target = new URL(url)
  const host = target.hostname.replace(/^\[|\]$/g, '')
  const tls = target.protocol === 'rediss:'
  const port = Number(target.port || 6379)
  const user = decodeURIComponent(target.username)
  const password = decodeURIComponent(target.password)
  const auth = password ? command('AUTH', ...(user ? [user] : []), password) : ''
  // With AUTH first, the answer to PING is the second reply; each is one line (+OK, +PONG, -ERR).
  const expected = password ? ['+OK', '+PONG'] : ['+PONG']

  return new Promise((resolve, reject) => {
    const socket: Socket = tls
      ? connectTls({ host, port, servername: host })
      : connectTcp({ host, port })
    let received = ''
    const finish = (error?: Error) => {
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve()
    }
    const timer = setTimeout(() => finish(new Error('redis: no answer in time')), timeoutMs)
    socket.once(tls ? 'secureConnect' : 'connect', () => socket.write(auth + command('PING')))
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      const lines = received.split('\r\n')
      const complete = lines.slice(0, -1)
      for (const [index, line] of complete.entries()) {
        if (line !== expected[index]) return finish(new Error('redis: unexpected answer'))
      }
      if (complete.length >= expected.length) finish()
    })
    socket.on('error', () => finish(new Error('redis: connection failed')))
    socket.on('close', () => finish(new Error('redis: connection closed')))
  })
}
