import { type NextRequest, NextResponse } from 'next/server'

import { specPathTarget } from '@/contracts/spec-paths'
import { previewCookie } from '@/domain/http/visitor-cache-variant'
import { chooseLocale, shortLanguagePath } from '@/domain/locale-choice'
import { visitorViewPath } from '@/domain/projects/visitor-view'
import { signedInHintCookie } from '@/server/auth/session-cookie'
import { clientIpHeader, languageCookie } from '@/server/http/request-context'
import { lookupCountry } from '@/server/geo/lookup-country'

/**
 * Runs before every page: the API calls the spec addresses outside `/api`, the `/he` and `/en`
 * short links, then the language choice (spec 4).
 * URLs carry no locale: the chosen one is an internal rewrite to `/{locale}/…`, which lets each
 * page be cached once per language.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl

  // `POST /projects` is an API call (spec 7), a GET of it the catalogue; a form's server action
  // posts to its page too, and names itself.
  const apiPath = request.headers.has('next-action')
    ? null
    : specPathTarget(request.method, pathname)
  if (apiPath) {
    const target = request.nextUrl.clone()
    target.pathname = apiPath
    return NextResponse.rewrite(target)
  }

  const shortLink = shortLanguagePath(pathname)
  if (shortLink) return NextResponse.redirect(new URL(`/?lng=${shortLink}`, request.url), 308)

  const { locale, source } = chooseLocale({
    queryLng: searchParams.get('lng'),
    cookieLanguage: request.cookies.get(languageCookie.name)?.value,
    lookupCountry: () => lookupCountry(request.headers.get(clientIpHeader)),
  })

  const target = request.nextUrl.clone()
  target.pathname = `/${locale}${cachedViewPath(request) ?? (pathname === '/' ? '' : pathname)}`
  const response = NextResponse.rewrite(target)
  if (source === 'query') {
    response.cookies.set(languageCookie.name, locale, languageCookie.options)
  }
  return response
}

/**
 * Visitors (no sign-in hint, not previewing drafts) see the catalogue and project pages through
 * cached views, the query turned into path segments; signed-in investors, who may see angel
 * campaigns, and editors in preview get the addresses themselves, rendered per request.
 */
function cachedViewPath(request: NextRequest): string | null {
  if (request.cookies.has(signedInHintCookie) || request.cookies.has(previewCookie)) return null
  return visitorViewPath(request.nextUrl.pathname, request.nextUrl.searchParams)
}

export const config = {
  // Everything but Payload (admin, REST API), Next's assets and files with an extension.
  matcher: ['/((?!api/|api$|admin/|admin$|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
}
