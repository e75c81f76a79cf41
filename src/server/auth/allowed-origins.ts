import { siteUrl } from '@/server/http/site-url'

/** The site's public origin, and the origin the request itself was addressed to. */
export function allowedOrigins(headers: Headers): string[] {
  const origins = [new URL(siteUrl()).origin]
  const host = headers.get('host')
  if (host) {
    const forwardedProto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    const protocol =
      forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http'
    origins.push(`${protocol}://${host}`)
  }
  return origins
}
