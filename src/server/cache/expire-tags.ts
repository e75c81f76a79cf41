import { revalidateTag } from 'next/cache.js'

import { purgeResponseCache } from '@/framework/response-cache'

/**
 * Expires cache tags at once, inside a request Next is handling (a publish, an investment, a
 * script's call): the next visitor gets the current content. The response cache in front of Next
 * knows no tags, so it is emptied as well.
 */
export function expireTags(tags: Iterable<string>): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  purgeResponseCache()
}
