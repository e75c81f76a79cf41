import { chooseLocale, languageCookieName, type CountryLookup } from '@/domain/locale-choice'

/** Next's draft-mode cookie, set by `/api/preview` for staff. */
export const previewCookie = '__prerender_bypass'

/**
 * Cookies that mean the request is someone's: a session (investor or staff), the hint that a
 * session may exist, or a staff preview. Such requests never touch the shared cache.
 */
const personalCookies = [
  'signed_in',
  'investor_session',
  '__Host-investor_session',
  'payload-token',
  '__Host-payload-token',
  previewCookie,
]

/** The addresses of pages (as Next's proxy matches them): not the API, admin, assets or files. */
const pagePath = /^\/(?!api\/|api$|admin\/|admin$|_next\/)(?!.*\.[a-zA-Z0-9]+$)/

/**
 * Pictures of the public media collection (read access: anyone), the same in every language. They
 * are stored only as long as Payload's answer says a shared cache may keep them (Media.ts).
 * Videos are left out: they are large and read in byte ranges.
 */
const publicImagePath = /^\/api\/media\/file\/[^/]+\.(?:webp|avif|png|jpe?g)$/i

type VisitorRequest = {
  url: string
  cookieHeader: string | undefined
  hasAuthorization: boolean
  lookupCountry: CountryLookup
}

/**
 * What besides the URL decides a visitor's page: the language, chosen exactly as the proxy
 * chooses it (a public picture is the same for all). Null for requests that may not share cached
 * answers.
 */
export function visitorCacheVariant(request: VisitorRequest): string | null {
  if (request.hasAuthorization) return null
  const cookies = parseCookies(request.cookieHeader)
  if (personalCookies.some((name) => cookies.has(name))) return null
  const url = new URL(request.url, 'http://cache.invalid')
  if (publicImagePath.test(url.pathname)) return 'public-file'
  if (!pagePath.test(url.pathname)) return null
  const { locale } = chooseLocale({
    queryLng: url.searchParams.get('lng'),
    cookieLanguage: cookies.get(languageCookieName),
    lookupCountry: request.lookupCountry,
  })
  return locale
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = part.slice(0, separator).trim()
    if (!cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim())
  }
  return cookies
}
