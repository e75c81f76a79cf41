import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { judgeRequestOrigin } from '@/domain/auth/request-origin'
import { allowedOrigins } from '@/server/auth/allowed-origins'
import { deliverQueuedEmailsSoon } from '@/server/email/deliver-queued-emails'
import { AppError } from '@/server/errors/app-error'

import { payloadErrorBody } from './payload-bad-input'
import { requestLocale } from './request-locale'

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Investors' own records: a visitor is told to sign in (401), not that access is refused. */
const investorData =
  /^\/api\/(?:investor-profiles|investor-documents|questionnaire-responses|leader-requests)(?:\/|$)/

/**
 * Payload's REST API as the site serves it. Payload checks a staff cookie's origin only against
 * its CSRF list, which is empty unless PUBLIC_SITE_URL is set, so a page on another site could
 * make a signed-in editor's browser change content: every state-changing request from another
 * site is refused, by the rule the account routes use, and so is a session cookie on a state change
 * that carries neither `Sec-Fetch-Site` nor `Origin` nor an Authorization header (not a browser's:
 * API clients send a token, docs/api.md). Answers to a request that carried
 * credentials are not stored by any cache, unless Payload marked them public (pictures).
 */
export function payloadRest<Context>(handler: RestHandler<Context>): RestHandler<Context> {
  return async (request, context) => {
    if (!readOnlyMethods.has(request.method) && isRefusedOrigin(request.headers))
      // Both shapes: the catalogue's code and Payload's `errors`, which the admin shows.
      return Response.json(
        payloadErrorBody(new AppError('CROSS_SITE_REQUEST'), requestLocale(request.headers)),
        { status: 403 },
      )
    const path = new URL(request.url).pathname
    let response = await handler(request, context)
    if (request.method === 'POST' && path === '/api/users/reset-password')
      response = await withoutResetSession(response)
    // Staff e-mails (a reset or setup link, an address change's notice) wait in the outbox.
    if (request.method !== 'GET' && path.startsWith('/api/users')) deliverAfterAnswer()
    if (response.status === 403 && !carriesCredentials(request.headers) && investorData.test(path))
      return Response.json(
        payloadErrorBody(new AppError('UNAUTHENTICATED'), requestLocale(request.headers)),
        { status: 401 },
      )
    if (!carriesCredentials(request.headers)) return response
    const cacheControl = response.headers.get('cache-control') ?? ''
    if (/\bpublic\b/.test(cacheControl)) return response
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'private, no-store')
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/**
 * Payload signs a staff member in when they reset their password, which would skip the second
 * factor: the reset only sets the password, and they sign in as always.
 */
async function withoutResetSession(response: Response): Promise<Response> {
  if (!response.ok) return response
  const { message } = (await response.json()) as { message?: string }
  return Response.json({ message }, { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * A staff reset or setup link, or an address change's notice, waits in the outbox until the
 * answer is out; called
 * outside a request (a test calling the handler), it is sent in the background at once.
 */
function deliverAfterAnswer() {
  const deliver = async () => {
    const payload = await getPayload({ config })
    await deliverQueuedEmailsSoon(payload)
  }
  try {
    after(deliver)
  } catch {
    void deliver()
  }
}

function isRefusedOrigin(headers: Headers): boolean {
  const verdict = judgeRequestOrigin(
    { secFetchSite: headers.get('sec-fetch-site'), origin: headers.get('origin') },
    allowedOrigins(headers),
  )
  if (verdict === 'cross-site') return true
  // An Authorization header is an API client's (another site's page cannot add one without a
  // CORS preflight this site never grants): only a cookie alone needs the browser's word.
  return (
    verdict === 'no-browser-headers' &&
    carriesSessionCookie(headers) &&
    !headers.has('authorization')
  )
}

/** A session cookie of staff (Payload's) or of an investor. */
function carriesSessionCookie(headers: Headers): boolean {
  const cookie = headers.get('cookie') ?? ''
  return /(?:^|;\s*)(?:__Host-)?(?:payload-token|investor_session)=/.test(cookie)
}

/** A session cookie (staff or investor) or an Authorization header. */
function carriesCredentials(headers: Headers): boolean {
  return headers.has('authorization') || carriesSessionCookie(headers)
}
