import { readFileSync } from 'node:fs'

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

/**
 * Validators made from docs/providers/cardcom-v11.openapi.json, for the stand-in (a request that
 * breaks its operation's schema is answered 400, as Cardcom does) and the contract test (every
 * request and answer checked against it).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const descriptionFile = new URL('../../docs/providers/cardcom-v11.openapi.json', import.meta.url)

/**
 * OpenAPI 3.0's `nullable` in JSON Schema's words (`null` one more type, or one more choice
 * beside a `$ref`), without the vendor's `x-` keywords.
 */
function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema)
  if (!node || typeof node !== 'object') return node
  const converted: JsonObject = {}
  for (const [key, value] of Object.entries(node))
    if (!key.startsWith('x-') && key !== 'nullable') converted[key] = toJsonSchema(value)
  if (node.nullable !== true) return converted
  if (typeof converted.type === 'string') {
    converted.type = [converted.type, 'null']
    if (Array.isArray(converted.enum)) converted.enum = [...converted.enum, null]
    return converted
  }
  const { default: fallback, description, ...rest } = converted
  return {
    ...(fallback === undefined ? {} : { default: fallback }),
    ...(description === undefined ? {} : { description }),
    anyOf: [{ type: 'null' }, rest],
  }
}

type Operation = {
  requestBody?: { content: { 'application/json': { schema: Json } } }
  responses: Record<string, { content?: { 'application/json': { schema: Json } } }>
  callbacks?: Record<
    string,
    Record<string, { post: { requestBody: { content: { 'application/json': { schema: Json } } } } }>
  >
}

export type CardcomValidators = {
  /** The request body's validator of the operation at this path (`/api/v11/LowProfile/Create`). */
  request(path: string): ValidateFunction
  /** The answer's validator for this status (200, 400, 401). */
  response(path: string, status: number): ValidateFunction
  /** The body of the page's callback to WebHookUrl. */
  callback(): ValidateFunction
  paths: string[]
}

export function cardcomValidators(): CardcomValidators {
  const description = JSON.parse(readFileSync(descriptionFile, 'utf8')) as {
    paths: Record<string, { post: Operation }>
    components: { schemas: JsonObject }
  }
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  // Cardcom's dates have no zone ("2025-03-12T08:46:45" in its own sample [DOC-LP]).
  ajv.addFormat('date-time', addFormats.get('iso-date-time'))
  ajv.addFormat('guid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
  ajv.addFormat('decimal', { type: 'number', validate: (value: number) => Number.isFinite(value) })
  ajv.addSchema({
    $id: 'cardcom.json',
    components: { schemas: toJsonSchema(description.components.schemas) },
  })
  const compile = (schema: Json) =>
    ajv.compile(
      JSON.parse(
        JSON.stringify(toJsonSchema(schema)).replaceAll(
          '"#/components/',
          '"cardcom.json#/components/',
        ),
      ) as object,
    )
  const cache = new Map<string, ValidateFunction>()
  const cached = (key: string, schemaOf: () => Json | undefined) => {
    let validate = cache.get(key)
    if (!validate) {
      const schema = schemaOf()
      if (schema === undefined) throw new Error(`the Cardcom description has no ${key}`)
      validate = compile(schema)
      cache.set(key, validate)
    }
    return validate
  }
  const operation = (path: string) => {
    const found = Object.entries(description.paths).find(
      ([known]) => known.toLowerCase() === path.toLowerCase(),
    )
    if (!found) throw new Error(`the Cardcom description has no ${path}`)
    return found[1].post
  }
  const paths = Object.keys(description.paths)
  return {
    paths,
    request: (path) =>
      cached(
        `request ${path.toLowerCase()}`,
        () => operation(path).requestBody?.content['application/json'].schema,
      ),
    response: (path, status) =>
      cached(
        `response ${path.toLowerCase()} ${status}`,
        () => operation(path).responses[String(status)]?.content?.['application/json'].schema,
      ),
    callback: () =>
      cached('callback', () => {
        const callbacks = operation('/api/v11/LowProfile/Create').callbacks ?? {}
        const [expression] = Object.values(callbacks)
        return (
          expression &&
          Object.values(expression)[0]?.post.requestBody.content['application/json'].schema
        )
      }),
  }
}

/** Ajv's errors in one line, for a 400's Description or a test's failure message. */
export function schemaErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim())
    .join('; ')
}
