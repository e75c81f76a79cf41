import type { Payload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import { siteUrl } from '@/server/http/site-url'

import { cacheExpiryToken } from './cache-expiry-token'
import { connectRedis, redisUrl, whenReady } from './redis-connection'
import { expireTagsEverywhere } from './shared-tag-expirations'

/** Next's tag on every page's layout: expiring it expires every rendered page and its data. */
const everyPageTag = '_N_T_/layout'

export type OutsideExpiry =
  { via: 'redis' } | { via: 'site'; site: string } | { via: 'none'; site: string; reason: string }

/**
 * Content written outside a request (the seed, a script) expires what the site has cached of it.
 * With REDIS_URL, through the Redis every instance shares. Without it, by asking the running site
 * (PUBLIC_SITE_URL, or localhost:PORT) to expire the tags itself (`POST /api/cache/expire`, with
 * a token derived from PAYLOAD_SECRET): a single process keeps its cache in its own memory, which
 * nothing else can reach. No site answering is not an error: one started later reads the
 * database afresh.
 */
export async function expireTagsOutsideNext(tags: readonly string[]): Promise<OutsideExpiry> {
  const url = redisUrl()
  if (url) {
    await expireThroughRedis(url, tags)
    return { via: 'redis' }
  }
  return expireThroughSite(siteUrl(), tags)
}

async function expireThroughRedis(url: string, tags: readonly string[]): Promise<void> {
  const redis = connectRedis(url, 'script')
  try {
    if (!(await whenReady(redis, 5000))) throw new Error(`Redis at REDIS_URL did not answer`)
    await expireTagsEverywhere(redis, tags)
  } finally {
    redis.disconnect()
  }
}

async function expireThroughSite(site: string, tags: readonly string[]): Promise<OutsideExpiry> {
  try {
    const response = await fetch(new URL('/api/cache/expire', site), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${cacheExpiryToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    })
    if (response.ok) return { via: 'site', site }
    return { via: 'none', site, reason: `it answered ${response.status}` }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { via: 'none', site, reason: cause ?? (error as Error).message }
  }
}

/** Every public page, list and setting: what a seed may have touched. */
export function everyPublicContentTag(payload: Payload): string[] {
  return [
    everyPageTag,
    ...payload.config.collections.map((collection) => cacheTags.collection(collection.slug)),
    ...payload.config.globals.map((global) => cacheTags.global(global.slug)),
  ]
}
