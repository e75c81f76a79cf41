/**
 * When a shared cache entry may be served, given the moments its tags were expired.
 *
 * An entry stored shortly after one of its tags expired may still hold the old content: its
 * render could have read the database before the publish and finished after it. So an entry is
 * treated as stored `settleMs` earlier than it was, and a tag expired within that window drops
 * it too (the next request renders it once more, from the published content).
 */
export const tagSettleMs = 2000

export type TagExpirations = (tag: string) => number | undefined

export function isExpiredByTags(
  tags: readonly string[],
  storedAt: number,
  expiredAt: TagExpirations,
  now: number,
  settleMs = tagSettleMs,
): boolean {
  const renderMayHaveStartedAt = storedAt - settleMs
  return tags.some((tag) => {
    const at = expiredAt(tag)
    return at !== undefined && at <= now && at > renderMayHaveStartedAt
  })
}

/** The moment `revalidateTag(tag, { expire })` expires a tag: at once, or `expire` seconds on. */
export function tagExpiryMoment(now: number, expireSeconds: number | undefined): number {
  return now + Math.max(0, expireSeconds ?? 0) * 1000
}

/** Tags Next keeps on a rendered page's entry, as its `x-next-cache-tags` header lists them. */
export function tagsOfHeader(header: unknown): string[] {
  if (Array.isArray(header)) return header.flatMap(tagsOfHeader)
  if (typeof header !== 'string') return []
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}
