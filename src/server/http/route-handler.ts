import { NextResponse } from 'next/server'

import type { Caller, RouteContract, RouteParams } from '@/contracts/route-contract'
import { withoutEnvelope } from '@/domain/http/request-envelope'
import type * as z from '@/domain/zod'
import type { User } from '@/payload-types'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'

import { apiHandler, ok, type ApiContext } from './api-handler'
import { requireInvestor, type SignedIn } from './investor-session'
import { requireStaff } from './staff-session'

/** An answer with a status other than the contract's (a replayed creation's 200). */
export class WithStatus<Body> {
  constructor(
    readonly body: Body,
    readonly status: 200 | 201,
  ) {}
}

type Answer<C extends RouteContract> = z.input<C['output']> | WithStatus<z.input<C['output']>>

type RouteContext<C extends RouteContract> = ApiContext & {
  input: z.output<C['input']>
  /** The query string's fields, for a route with a body that names them (`contract.query`). */
  query: C extends RouteContract<z.ZodType, z.ZodType, string, Caller, infer Query>
    ? z.output<Query>
    : never
  params: Record<RouteParams<C>, string>
  /** The caller's session, for a route of signed-in investors. */
  signedIn: C['caller'] extends 'investor' ? SignedIn : null
  /** The staff member calling a staff route (their role is one of the contract's). */
  staff: C['caller'] extends 'staff' ? User : null
}

/**
 * The Next route of a contract: the request's input (the JSON body; a GET's query) parsed with the
 * contract's schema (VALIDATION_FAILED with each field's message key), its path parameters checked,
 * and the answer parsed with the output schema before it is sent, so that nothing the contract does
 * not name leaves the server (an answer that does not fit is our bug: INTERNAL, logged). The
 * caller's session is checked before anything else, and its answers are never cached. Everything
 * else is `apiHandler`'s (CSRF, errors in the person's language, e-mail sent after the answer).
 */
export function routeHandler<C extends RouteContract>(
  contract: C,
  handle: (context: RouteContext<C>) => Promise<Answer<C>>,
  options: { sendsEmail?: boolean; maxBodyBytes?: number } = {},
): (request: ApiContext['request'], nextContext?: unknown) => Promise<NextResponse> {
  // Next passes the route's parameters as `nextContext` too: the contract reads them from the path.
  // A request rewritten from the spec's address (src/proxy.ts) still names that address.
  const pathPatterns = [contract.path, contract.specPath].flatMap((path) =>
    path === undefined
      ? []
      : [
          new RegExp(
            `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}/?$`,
          ),
        ],
  )
  return apiHandler(async (context) => {
    const params = pathParams(contract, pathPatterns, context.request.nextUrl.pathname)
    // Who calls first: a visitor learns nothing of what the route would accept.
    const signedIn = (
      contract.caller === 'investor' ? await requireInvestor(context) : null
    ) as RouteContext<C>['signedIn']
    const staff = (
      contract.caller === 'staff' ? await requireStaff(context, contract.roles ?? []) : null
    ) as RouteContext<C>['staff']
    // The envelope (`locale`, the campaign fields) is the handler's, not the route's input.
    const raw = withoutEnvelope(
      contract.method === 'GET'
        ? Object.fromEntries(context.request.nextUrl.searchParams)
        : context.body,
    )
    const input = parseInput(contract.input, raw) as z.output<C['input']>
    const query = (
      contract.query
        ? parseInput(contract.query, Object.fromEntries(context.request.nextUrl.searchParams))
        : undefined
    ) as RouteContext<C>['query']
    const answer = await handle({ ...context, input, query, params, signedIn, staff })
    const { body, status } =
      answer instanceof WithStatus ? answer : { body: answer, status: contract.status ?? 200 }
    const checked = contract.output.safeParse(body)
    if (!checked.success) {
      context.payload.logger.error({
        err: checked.error,
        msg: `${contract.method} ${contract.path}: the answer does not fit its contract`,
      })
      throw new AppError('INTERNAL')
    }
    const headers: Record<string, string> =
      contract.caller === 'anyone' ? {} : { 'Cache-Control': 'private, no-store' }
    if (contract.download) {
      // A file to keep: readable JSON, saved under the contract's name for it.
      const name = contract.download.replace(
        /\{(\w+)\}/g,
        (_, key: string) => params[key as RouteParams<C>],
      )
      headers['Content-Type'] = 'application/json; charset=utf-8'
      headers['Content-Disposition'] = `attachment; filename="${name}"`
      return new NextResponse(JSON.stringify(checked.data, null, 2), { status, headers })
    }
    return ok(checked.data, { status, headers })
  }, options)
}

function pathParams<C extends RouteContract>(
  contract: C,
  patterns: RegExp[],
  pathname: string,
): Record<RouteParams<C>, string> {
  const groups = patterns.map((pattern) => pattern.exec(pathname)).find(Boolean)?.groups ?? {}
  const params: Record<string, string> = {}
  for (const [name, valid] of Object.entries<RegExp>(contract.params ?? {})) {
    const value = groups[name] === undefined ? undefined : decodeURIComponent(groups[name])
    if (value === undefined || !valid.test(value)) throw new AppError('NOT_FOUND')
    params[name] = value
  }
  return params as Record<RouteParams<C>, string>
}
