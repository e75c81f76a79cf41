import { Redis } from 'ioredis'

/** Where the cache keeps its keys, so one Redis can serve other uses beside it. */
export const redisKeys = {
  entry: (buildId: string, key: string) => `cache:entry:${buildId}:${key}`,
  tagExpirations: 'cache:tag-expirations',
  /** Pub/sub channel: a JSON `{ tags, at }` each time tags expire. */
  expiredChannel: 'cache:tags-expired',
}

export function redisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined
}

/**
 * A connection for the caches: a command that cannot be sent at once fails at once (no queue
 * while Redis is away), since a cache that waits would hold every page up; the site then renders
 * from the database until Redis is back.
 */
export function connectRedis(url: string, purpose: string): Redis {
  const redis = new Redis(url, {
    connectionName: `crowdfunding-${purpose}`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
  // Without a listener ioredis prints every failed reconnection; one line per outage is enough.
  let reported = false
  redis.on('error', (error: Error) => {
    if (reported) return
    reported = true
    console.error(`redis (${purpose}): ${error.message}`)
  })
  redis.on('ready', () => {
    reported = false
  })
  return redis
}

const processConnections = new Map<string, Redis>()

/** One connection per purpose per process (the cache handler is constructed per request). */
export function sharedRedis(purpose: string): Redis | null {
  const url = redisUrl()
  if (!url) return null
  let redis = processConnections.get(purpose)
  if (!redis) {
    redis = connectRedis(url, purpose)
    processConnections.set(purpose, redis)
  }
  return redis
}

/**
 * Whether a command can be sent now: a connection still being opened (the process just started)
 * is waited for a moment; one lost (Redis away) is not.
 */
export async function usable(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return true
  if (['wait', 'connecting', 'connect'].includes(redis.status)) return whenReady(redis, 1000)
  return false
}

/** Resolves once the connection is ready, or after `timeoutMs` whatever happened. */
export function whenReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    redis.once('ready', onReady)
  })
}
