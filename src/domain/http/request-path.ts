/**
 * A request path that cannot be decoded (`/%ff`, `/blog/%E0%A4%A`: not UTF-8 once the escapes
 * are read) names no page; Next failed on it with a 500. Answered 400 before Next sees it.
 */
export function isUndecodablePath(url: string): boolean {
  try {
    decodeURIComponent(pathOfRequestUrl(url))
    return false
  } catch {
    return true
  }
}

/** The path of a request's URL as Node gives it (`/api/ready?x=1` → `/api/ready`). */
export function pathOfRequestUrl(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? ''
}
