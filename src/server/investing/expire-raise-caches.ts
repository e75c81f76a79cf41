import { revalidateTag } from 'next/cache.js'
import type { Payload } from 'payload'

import { cacheTags } from '@/hooks/revalidate'
import { purgeResponseCache } from '@/server/http/response-cache'

/**
 * After an investment commits, the project's page and the catalogue show the new raise: their
 * cached copies expire (the shared response cache in front of Next is emptied too).
 */
export function expireRaiseCaches(payload: Payload, alias: string): void {
  try {
    revalidateTag(cacheTags.project(alias), { expire: 0 })
    revalidateTag(cacheTags.collection('projects'), { expire: 0 })
    purgeResponseCache()
  } catch (err) {
    // The investment stands; the pages catch up within their 60 s revalidation.
    payload.logger.warn({ err, msg: 'raise caches not expired' })
  }
}
