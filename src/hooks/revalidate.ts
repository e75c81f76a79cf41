import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'

import { expireTags } from '@/server/for-payload-config'

/**
 * Expires a tag at once so the next visitor gets the published version (and empties the shared
 * cache in front of Next, which knows no tags). Seeds and tests that run
 * outside Next pass `context.disableRevalidate`.
 */
export function expireTag(req: PayloadRequest, tag: string): void {
  if (req.context?.disableRevalidate) return
  req.payload.logger.info({ msg: 'revalidating', tag })
  expireTags([tag])
}

type Doc = Record<string, unknown>

/**
 * afterChange and afterDelete hooks that expire the tags of a document, before and after the
 * change (a renamed slug must drop the old page too).
 */
export function expireTagOnChange(
  tagsOf: (doc: Doc) => string[],
): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    // Saving a draft over a draft changes nothing visitors see (autosave would expire constantly).
    if (doc._status === 'draft' && previousDoc?._status === 'draft') return doc
    const tags = new Set([...tagsOf(doc), ...(previousDoc ? tagsOf(previousDoc) : [])])
    for (const tag of tags) expireTag(req, tag)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    for (const tag of tagsOf(doc)) expireTag(req, tag)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
