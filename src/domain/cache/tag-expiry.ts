/**
 * When a shared cache entry may be served, given the moments its tags were expired.
 *
 * An entry whose render began before one of its tags expired may hold the old content, however
 * late it was stored: it is dated from the start of its render (`renderedFrom`, as the handler
 * knows it), less `settleMs` for what that cannot see (another machine's clock, a render that
 * began in another process), and a tag expired after that drops it (the next request renders it
 * once more, from the published content).
 */
export const tagSettleMs = 2000

export type TagExpirations = (tag: string) => number | undefined

export function isExpiredByTags(
  tags: readonly string[],
  renderedFrom: number,
  expiredAt: TagExpirations,
  now: number,
  settleMs = tagSettleMs,
): boolean {
  const renderMayHaveStartedAt = renderedFrom - settleMs
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
