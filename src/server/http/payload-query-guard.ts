import config from '@payload-config'
import { getPayload, type Collection, type Payload } from 'payload'

import { restQueryProblem } from '@/domain/http/rest-query-rules'
import { AppError } from '@/server/errors/app-error'

import { payloadErrorBody } from './payload-bad-input'
import { requestLocale } from './request-locale'

type RestContext = { params: Promise<{ slug?: string[] }> }

function refuse(error: AppError, request: Request): Response {
  return Response.json(payloadErrorBody(error, requestLocale(request.headers)), {
    status: error.status,
  })
}

/** The method Payload will run: a POST may ask to be treated as a GET with its query as body. */
const overridesToGet = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET')

/**
 * Payload's account routes. An auth collection whose sessions are not Payload's (investors) has
 * none of them: `me` decoded our session token as a JWT, and `refresh-token` minted a Payload
 * token for an investor; its accounts are the site's own routes' (docs/api.md).
 */
const payloadAuthRoutes = new Set([
  'login',
  'logout',
  'me',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'init',
  'first-register',
])

/** A path segment with a control character, as given or once percent-decoded. */
function hasControlCharacter(segment: string): boolean {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // Not percent-encoded text (a `%` of its own): looked at as it is.
  }
  return /[\u0000-\u001f\u007f]/.test(segment + decoded)
}

/**
 * Routes Payload would crash on rather than refuse, or should not offer: collections without REST
 * endpoints (payload-migrations: 501), version histories of what keeps none (a TypeError in the
 * database adapter), Payload's account routes of investors (above), e-mail verification where no
 * collection verifies e-mail (`users/verify/abc` was a 500), names with control characters (a NUL
 * in a file name was a 500), and ids that are not numbers (ids are serial, so the database
 * refused "abc" with a 500). All are simply not there: 404.
 */
function missingRoute(payload: Payload, method: string, slug: string[]): boolean {
  if (slug.some(hasControlCharacter)) return true
  const [first, second, third] = slug
  if (first === 'globals') {
    const global = payload.globals.config.find((g) => g.slug === second)
    return Boolean(global && third === 'versions' && !global.versions)
  }
  const collections = payload.collections as Record<string, Collection | undefined>
  const collection = first ? collections[first]?.config : undefined
  if (!collection) return false
  if (collection.endpoints === false) return true
  if (second === 'versions' && !collection.versions) return true
  if (second && collection.auth?.disableLocalStrategy && payloadAuthRoutes.has(second)) return true
  if (second === 'verify' && !collection.auth?.verify) return true
  const namedEndpoint = (collection.endpoints || []).some(
    (endpoint) => endpoint.path === `/${second}` && endpoint.method === method.toLowerCase(),
  )
  const id = second === 'versions' ? third : second
  // `/collection/:id` and `/collection/versions/:id` only: `/media/file/<name>` and the other
  // routes of several segments are Payload's endpoints.
  const isIdRoute = second === 'versions' ? slug.length === 3 : slug.length === 2 && !namedEndpoint
  // Payload's own collections keyed by text (payload-preferences by key) are left to Payload.
  const numericIds = collection.slug !== 'payload-preferences'
  return Boolean(isIdRoute && numericIds && id !== undefined && !/^\d{1,9}$/.test(id))
}

/**
 * `/api/access` is Payload's map of what the caller may do, field by field: the admin panel's,
 * for staff. It tells others the shape of every collection, so a visitor is asked to sign in
 * (401) and an investor refused (403).
 */
async function staffOnly(payload: Payload, request: Request): Promise<AppError | null> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return new AppError('UNAUTHENTICATED')
  return user.collection === 'users' ? null : new AppError('FORBIDDEN')
}

/**
 * Wraps one of Payload's REST handlers: a malformed query (`page=-1`, `limit=1e999`,
 * `where[id][near]=…`, a NUL byte…) is answered 400 `INVALID_QUERY` and a route Payload would
 * crash on 404 `NOT_FOUND`, both in the request's language, before Payload sees the request.
 */
export function withPayloadQueryGuard<Context extends RestContext | undefined>(
  handler: (request: Request, context: Context) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const payload = await getPayload({ config })
    const slug = context ? ((await context.params).slug ?? []) : []
    if (missingRoute(payload, overridesToGet(request) ? 'GET' : request.method, slug))
      return refuse(new AppError('NOT_FOUND'), request)
    if (slug.length === 1 && slug[0] === 'access') {
      const refused = await staffOnly(payload, request)
      if (refused) return refuse(refused, request)
    }
    const query = [...new URL(request.url).searchParams]
    if (
      overridesToGet(request) &&
      request.headers.get('content-type') === 'application/x-www-form-urlencoded'
    )
      query.push(...new URLSearchParams(await request.clone().text()))
    const parameter = restQueryProblem(query)
    if (parameter) return refuse(new AppError('INVALID_QUERY', { parameter }), request)
    return handler(request, context)
  }
}
