import type { Redis } from 'ioredis'

import { tagExpiryMoment } from '@/domain/cache/tag-expiry'

import { connectRedis, redisKeys, sharedRedis, whenReady } from './redis-connection'

type Listener = (tags: string[]) => void

/**
 * Which cache tags expired when, as every process sharing one Redis sees it: a hash in Redis
 * (tag → moment), copied into memory so a cache lookup costs no round trip, and kept current
 * through pub/sub. Whatever expires a tag (an instance, the seed, a script) writes the hash and
 * publishes; every process applies the message, and re-reads the whole hash when it
 * (re)connects, so a message missed during an outage is not lost.
 */
class TagExpirationMirror {
  private readonly expirations = new Map<string, number>()
  private readonly listeners = new Set<Listener>()
  readonly loaded: Promise<void>

  constructor(
    private readonly commands: Redis,
    subscriber: Redis,
  ) {
    let markLoaded: () => void = () => {}
    this.loaded = new Promise((resolve) => (markLoaded = resolve))
    subscriber.on('ready', () => {
      void subscriber
        .subscribe(redisKeys.expiredChannel)
        .then(() => this.reload())
        .catch((error: Error) => console.error(`cache tags: ${error.message}`))
        .finally(markLoaded)
    })
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== redisKeys.expiredChannel) return
      const { tags, at } = JSON.parse(message) as { tags: string[]; at: number }
      this.apply(tags.map((tag) => [tag, at]))
    })
  }

  expiredAt = (tag: string): number | undefined => this.expirations.get(tag)

  onExpired(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private async reload(): Promise<void> {
    const all = await whenReady(this.commands, 2000).then(() =>
      this.commands.hgetall(redisKeys.tagExpirations),
    )
    this.apply(Object.entries(all).map(([tag, at]) => [tag, Number(at)]))
  }

  /** Applies an expiry made by this process at once, before its own message comes back. */
  record(tags: readonly string[], at: number): void {
    this.apply(tags.map((tag) => [tag, at]))
  }

  private apply(entries: [string, number][]): void {
    const changed: string[] = []
    for (const [tag, at] of entries) {
      if ((this.expirations.get(tag) ?? -Infinity) >= at) continue
      this.expirations.set(tag, at)
      changed.push(tag)
    }
    if (changed.length) for (const listener of this.listeners) listener(changed)
  }
}

let mirror: TagExpirationMirror | null | undefined

/** This process's view of the shared tag expirations; null without REDIS_URL. */
export function tagExpirationMirror(): TagExpirationMirror | null {
  if (mirror !== undefined) return mirror
  const commands = sharedRedis('cache')
  mirror = commands
    ? new TagExpirationMirror(commands, connectRedis(process.env.REDIS_URL!, 'cache-subscriber'))
    : null
  return mirror
}

/**
 * Expires tags for every process sharing the Redis at `redis`: recorded in the hash (never moved
 * back) and announced. Returns the moment recorded.
 */
export async function expireTagsEverywhere(
  redis: Redis,
  tags: readonly string[],
  expireSeconds?: number,
): Promise<number> {
  const at = tagExpiryMoment(Date.now(), expireSeconds)
  if (tags.length === 0) return at
  // One step in Redis, so two processes expiring the same tag at once keep the later moment.
  const script = `for i = 4, #ARGV do
      local tag = ARGV[i]
      if tonumber(redis.call('HGET', KEYS[1], tag) or '0') < tonumber(ARGV[1]) then
        redis.call('HSET', KEYS[1], tag, ARGV[1])
      end
    end
    return redis.call('PUBLISH', ARGV[2], ARGV[3])`
  await redis.eval(
    script,
    1,
    redisKeys.tagExpirations,
    String(at),
    redisKeys.expiredChannel,
    JSON.stringify({ tags, at }),
    ...tags,
  )
  return at
}
