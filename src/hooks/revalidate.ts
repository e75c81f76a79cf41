import { revalidateTag } from 'next/cache.js'
import type { PayloadRequest } from 'payload'

/** Cache tags of public content: one per page slug and one per global. */
export const cacheTags = {
  page: (slug: string) => `page:${slug}`,
  global: (slug: string) => `global:${slug}`,
}

/**
 * Expires a tag at once so the next visitor gets the published version. Seeds and tests that run
 * outside Next pass `context.disableRevalidate`.
 */
export function expireTag(req: PayloadRequest, tag: string): void {
  if (req.context?.disableRevalidate) return
  req.payload.logger.info({ msg: 'revalidating', tag })
  revalidateTag(tag, { expire: 0 })
}
