import type { StaffRole } from '@/domain/auth/staff-role'
import type { AppErrorCode } from '@/domain/errors/error-codes'
import type * as z from '@/domain/zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call a route: anyone, a signed-in investor (a company's account is one too), or a staff
 * member of one of the contract's `roles`. Without that session the answer is UNAUTHENTICATED
 * (another role: FORBIDDEN), before the input is read. Every route but `anyone`'s answers
 * `Cache-Control: private, no-store`.
 */
export type Caller = 'anyone' | 'investor' | 'staff'

/**
 * One API route, defined once: the server's handler is typed and checked by it
 * (`src/server/http/route-handler.ts`), the browser calls it through it (`src/client/call-route.ts`),
 * and the OpenAPI document is made from it (`src/contracts/openapi-document.ts`).
 */
export type RouteContract<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Params extends string = string,
  Who extends Caller = Caller,
  Query extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod
  /** The path, with `{name}` for each path parameter. */
  path: string
  /**
   * The spec's own path for this call where it is not under `/api` (spec 7: `POST /investition`,
   * `POST /projects`): `src/proxy.ts` serves it as this route, for the contract's method only (a
   * GET of the same address stays the page).
   */
  specPath?: string
  /** The path parameters, each a string matching its pattern. */
  params?: Record<Params, RegExp>
  /** One line for the reference. */
  summary: string
  /** What the line cannot say: rules, side effects, the spec section. */
  description?: string
  /** The capability it belongs to (the reference groups by it). */
  tag: string
  caller: Who
  /** The staff roles a `staff` route is for. */
  roles?: readonly StaffRole[]
  /** The JSON body; for a GET, the query string's fields. */
  input: Input
  /**
   * How the body travels: JSON (the default), or `multipart` form data for a route that takes a
   * file (its input schema names the file's field with `z.file()`).
   */
  body?: 'json' | 'multipart'
  /** The query string's fields of a route that also has a body (spec 7: `POST /projects/list?page=`). */
  query?: Query
  output: Output
  /** The status of a success: 200 unless it creates something. */
  status?: 200 | 201
  /** The error codes it answers besides VALIDATION_FAILED, CROSS_SITE_REQUEST and INTERNAL. */
  errors: readonly AppErrorCode[]
  /** The answer is a file to save under this name (`{name}` for a path parameter), as JSON. */
  download?: string
  /**
   * What a success answers when it is not the output schema's JSON: a file of one of these types
   * (a PDF, a spreadsheet; its name in `Content-Disposition`), or a redirect (303) to another page.
   * The output schema is then unused (`z.never()`).
   */
  produces?: { file: readonly string[] } | 'redirect'
  /** Request headers it reads, with what each means. */
  headers?: Record<string, { description: string; required: boolean }>
}

/** Keeps the contract's exact types (the schemas, the parameter names) for its users. */
export function defineRoute<
  Input extends z.ZodType,
  Output extends z.ZodType,
  Who extends Caller,
  Params extends string = never,
  Query extends z.ZodType = z.ZodType,
>(
  contract: RouteContract<Input, Output, Params, Who, Query>,
): RouteContract<Input, Output, Params, Who, Query> {
  return contract
}

export type RouteParams<C> =
  C extends RouteContract<z.ZodType, z.ZodType, infer P, Caller> ? P : never

/**
 * The path with its parameters filled in, each encoded and checked against its pattern (a value
 * that does not match is a programming error: the route would answer 404).
 */
export function routePath<C extends RouteContract>(
  contract: C,
  params: Record<string, string | number> = {},
): string {
  return fillPath(contract, params)
}

/**
 * A link to a GET route (a file to open, a redirect to follow): its path and the query's fields,
 * for an `href`.
 */
export function routeHref<C extends RouteContract>(
  contract: C,
  options: {
    params?: Record<RouteParams<C>, string | number>
    /** The query's fields, as the contract's input names them. */
    query?: Partial<z.input<C['input']>>
  } = {},
): string {
  if (contract.method !== 'GET') throw new Error(`${contract.path}: a link can only GET`)
  const query = new URLSearchParams(
    Object.entries((options.query ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
      value === undefined || value === null ? [] : [[name, String(value)]],
    ),
  ).toString()
  const path = fillPath(contract, options.params ?? {})
  return query ? `${path}?${query}` : path
}

function fillPath(contract: RouteContract, params: Record<string, string | number>): string {
  return contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    const pattern = contract.params?.[name]
    if (value === undefined || !pattern?.test(String(value)))
      throw new Error(`${contract.method} ${contract.path}: bad path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}
