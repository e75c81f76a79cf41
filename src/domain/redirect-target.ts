const segment = String.raw`[\p{L}\p{N}@\-%_~]+`
const tail = String.raw`[\p{L}\p{N}@\-%_~=&.+/]*`
const localTarget = new RegExp(
  String.raw`^/(?:${segment}(?:/${segment})*/?)?(?:\?${tail})?(?:#${tail})?$`,
  'u',
)

/**
 * Spec 5, redirect targets: only local paths made of letters, digits and `@ - % _ ~`,
 * with an optional query and hash. Rejects absolute and protocol-relative URLs (`//host`),
 * backslashes and dot segments, so a crafted link cannot send a user to another site.
 */
export function isSafeRedirectTarget(target: unknown): target is string {
  if (typeof target !== 'string' || target.length > 2048) return false
  if (/%(?:2f|5c)/i.test(target.split(/[?#]/)[0] ?? '')) return false
  return localTarget.test(target)
}

export function safeRedirectTarget(target: unknown, fallback = '/'): string {
  return isSafeRedirectTarget(target) ? target : fallback
}
