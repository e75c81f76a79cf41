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
 * Routes Payload would crash on rather than refuse: collections without REST endpoints
 * (payload-migrations: 501), version histories of what keeps none (a TypeError in the database
 * adapter), `me` of an auth collection whose sessions are not Payload's JWTs (investors: it
 * decodes our session token as a JWT), and ids that are not numbers (ids are serial, so the
 * database refused "abc" with a 500). All are simply not there: 404.
 */
function missingRoute(payload: Payload, method: string, slug: string[]): boolean {
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
  if (second === 'me' && collection.auth?.disableLocalStrategy) return true
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
