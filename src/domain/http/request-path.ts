/**
 * A request path that cannot be decoded (`/%ff`, `/blog/%E0%A4%A`: not UTF-8 once the escapes
 * are read) names no page; Next failed on it with a 500. Answered 400 before Next sees it.
 */
export function isUndecodablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}
