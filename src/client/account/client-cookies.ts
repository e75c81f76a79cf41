/** Cookies the browser itself reads and writes (spec 3, cookies). */
export function readClientCookie(name: string): string | null {
  const prefix = `${name}=`
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return found ? decodeURIComponent(found.slice(prefix.length)) : null
}

export function writeClientCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
}

export const returnToProjectCookie = { name: 'returnToProject', maxAgeSeconds: 3600 }
export const signedInHintCookie = 'signed_in'
