import type { Payload } from 'payload'

import { cacheTags } from '@/hooks/revalidate'

import { connectRedis, redisUrl, whenReady } from './redis-connection'
import { expireTagsEverywhere } from './shared-tag-expirations'

/** Next's tag on every page's layout: expiring it expires every rendered page and its data. */
const everyPageTag = '_N_T_/layout'

/**
 * Content written outside a request (the seed, a script) expires what the site has cached of it,
 * on every instance: through the Redis the instances share (REDIS_URL). Without Redis there is no
 * way into a running server's memory; returns false, and the caller says so.
 */
export async function expireTagsOutsideNext(tags: readonly string[]): Promise<boolean> {
  const url = redisUrl()
  if (!url) return false
  const redis = connectRedis(url, 'script')
  try {
    if (!(await whenReady(redis, 5000))) throw new Error(`Redis at REDIS_URL did not answer`)
    await expireTagsEverywhere(redis, tags)
    return true
  } finally {
    redis.disconnect()
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
