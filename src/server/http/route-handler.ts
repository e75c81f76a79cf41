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

/** A file to answer with, for a contract that `produces` one of its types. */
export class FileAnswer {
  constructor(
    readonly file: {
      bytes: Uint8Array | string
      contentType: string
      filename: string
      /** Opened in the browser (a PDF) or saved (a spreadsheet). */
      disposition: 'inline' | 'attachment'
      /** The language it is written in. */
      language?: string
    },
  ) {}
}

/** A PDF drawn for the caller, opened in the browser, in the language it is written in. */
export const pdfAnswer = (document: { filename: string; pdf: Uint8Array; locale: string }) =>
  new FileAnswer({
    bytes: document.pdf,
    contentType: 'application/pdf',
    filename: document.filename,
    disposition: 'inline',
    language: document.locale,
  })

/** A redirect (303) to another page, for a contract that `produces` one. */
export class RedirectAnswer {
  constructor(readonly location: string | URL) {}
}

type Answer<C extends RouteContract> =
  z.input<C['output']> | WithStatus<z.input<C['output']>> | FileAnswer | RedirectAnswer

export type RouteContext<C extends RouteContract> = ApiContext & {
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
  /** Changes the answer before it is sent (its cookies): applied to a success only. */
  onResponse: (change: (response: NextResponse) => void) => void
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
    // Who calls first: a visitor learns nothing of what the route would accept, its path included.
    const signedIn = (
      contract.caller === 'investor' ? await requireInvestor(context) : null
    ) as RouteContext<C>['signedIn']
    const staff = (
      contract.caller === 'staff' ? await requireStaff(context, contract.roles ?? []) : null
    ) as RouteContext<C>['staff']
    const params = pathParams(contract, pathPatterns, context.request.nextUrl.pathname)
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
    const changes: ((response: NextResponse) => void)[] = []
    const onResponse = (change: (response: NextResponse) => void) => void changes.push(change)
    const answer = await handle({ ...context, input, query, params, signedIn, staff, onResponse })
    const response = respond(contract, context, answer, params)
    for (const change of changes) change(response)
    return response
  }, options)
}

function respond<C extends RouteContract>(
  contract: C,
  context: ApiContext,
  answer: Answer<C>,
  params: Record<RouteParams<C>, string>,
): NextResponse {
  const produces = contract.produces
  const headers: Record<string, string> =
    contract.caller === 'anyone' ? {} : { 'Cache-Control': 'private, no-store' }
  if (answer instanceof FileAnswer || answer instanceof RedirectAnswer) {
    const expected =
      answer instanceof FileAnswer
        ? // The contract names the media type; the answer may add its parameters (`charset`).
          typeof produces === 'object' &&
          produces.file.includes(answer.file.contentType.split(';')[0]!.trim())
        : produces === 'redirect'
    if (!expected) return misfit(contract, context, `an answer it does not produce`)
    if (answer instanceof RedirectAnswer) {
      const response = NextResponse.redirect(answer.location, 303)
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
      return response
    }
    const { bytes, contentType, filename, disposition, language } = answer.file
    return new NextResponse(typeof bytes === 'string' ? bytes : new Uint8Array(bytes), {
      headers: {
        ...headers,
        'Content-Type': contentType,
        'Content-Disposition': `${disposition}; filename="${filename}"`,
        ...(language ? { 'Content-Language': language } : {}),
      },
    })
  }
  if (produces) return misfit(contract, context, 'JSON instead of what it produces')
  const { body, status } =
    answer instanceof WithStatus ? answer : { body: answer, status: contract.status ?? 200 }
  const checked = contract.output.safeParse(body)
  if (!checked.success)
    return misfit(contract, context, 'an answer that does not fit', checked.error)
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
}

/** An answer the contract does not allow is our bug: logged, and the caller told INTERNAL. */
function misfit(contract: RouteContract, context: ApiContext, what: string, err?: unknown): never {
  context.payload.logger.error({
    err,
    msg: `${contract.method} ${contract.path}: ${what} (its contract)`,
  })
  throw new AppError('INTERNAL')
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
