import { routePath, type RouteContract, type RouteParams } from '@/contracts/route-contract'
import { apiErrorAnswerSchema, type ApiErrorBody } from '@/domain/errors/api-error-body'
import type * as z from '@/domain/zod'

import { apiFetch } from './api-fetch'

/** A refusal of the API: its code and the message already in the page's language. */
export class ApiRequestError extends Error {
  constructor(readonly error: ApiErrorBody) {
    super(error.code)
    this.name = 'ApiRequestError'
  }
}

/** What a failure without a refusal of ours is (the network, a proxy's page, an odd answer). */
const unknownRefusal: ApiErrorBody = { code: 'INTERNAL', message: '' }

/** The refusal in a failed answer's body (one not of ours: INTERNAL without a message). */
export function refusalIn(body: unknown): ApiErrorBody {
  const refusal = apiErrorAnswerSchema.safeParse(body)
  return refusal.success ? refusal.data.error : unknownRefusal
}

/** The refusal behind a failed call. */
export function apiErrorOf(error: unknown): ApiErrorBody {
  return error instanceof ApiRequestError ? error.error : unknownRefusal
}

type CallOptions<C extends RouteContract> = {
  /** The body; for a GET, the query's fields. */
  input: z.input<C['input']>
  /** The language of the refusals' messages. */
  locale?: string
  headers?: Record<string, string>
} & ([RouteParams<C>] extends [never]
  ? { params?: undefined }
  : { params: Record<RouteParams<C>, string | number> })

/**
 * Calls the site's own API by its contract: the path from the contract, the input sent as the
 * contract says (JSON body, or a GET's query), the answer read with the output schema, a refusal
 * thrown as an `ApiRequestError`. Always with the session's cookies, never from a cache.
 */
export async function callRoute<C extends RouteContract>(
  contract: C,
  options: CallOptions<C>,
): Promise<z.output<C['output']>> {
  const path = routePath(contract, options.params ?? {})
  const input = { ...(options.input as Record<string, unknown>) }
  if (options.locale) input.locale = options.locale
  const query = new URLSearchParams(
    Object.entries(input)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  ).toString()
  const response = await apiFetch(contract.method === 'GET' && query ? `${path}?${query}` : path, {
    method: contract.method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: options.headers ?? {},
    ...(contract.method === 'GET'
      ? {}
      : { body: contract.body === 'multipart' ? formDataOf(input) : input }),
  })
  // Not JSON (a proxy's page): a refusal without a code of ours.
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new ApiRequestError(refusalIn(body))
  const answer = contract.output.safeParse(body)
  if (!answer.success) throw new ApiRequestError(unknownRefusal)
  return answer.data as z.output<C['output']>
}

/**
 * A multipart route's input as form data: a file as itself, every other field as text, a list
 * (several files) as its name repeated.
 */
function formDataOf(input: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [name, field] of Object.entries(input)) {
    for (const value of Array.isArray(field) ? field : [field]) {
      if (value === undefined || value === null) continue
      form.append(name, value instanceof Blob ? value : String(value))
    }
  }
  return form
}
