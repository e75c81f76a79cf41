import type { Payload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import { expireTags } from '@/server/cache/expire-tags'

/**
 * After an investment commits, the project's page and the catalogue show the new raise: their
 * cached copies expire (the shared response cache in front of Next is emptied too).
 */
export function expireRaiseCaches(payload: Payload, alias: string): void {
  try {
    expireTags([cacheTags.project(alias), cacheTags.collection('projects')])
  } catch (err) {
    // The investment stands; the pages catch up within their 60 s revalidation.
    payload.logger.warn({ err, msg: 'raise caches not expired' })
  }
}
