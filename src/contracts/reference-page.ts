/**
 * The API reference as one HTML page (`GET /api/reference`), drawn from the OpenAPI document:
 * each route by capability with who may call it, its parameters, its body, its answer and its
 * refusals. Plain HTML and CSS, no script, so it reads anywhere (and prints). In English, like the
 * rest of the developers' documentation.
 */
type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  description?: string
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  format?: string
  additionalProperties?: boolean | Schema
}

type Parameter = {
  name: string
  in: string
  required?: boolean
  schema?: Schema
  description?: string
}

type Operation = {
  operationId: string
  summary?: string
  description?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>
}

export type ReferenceDocument = {
  info: { title: string; description?: string }
  paths: Record<string, Record<string, Operation>>
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** `code` spans for backticks, the rest escaped. */
const prose = (text: string) =>
  escape(text).replace(/`([^`]+)`/g, (_, code: string) => `<code>${code}</code>`)

/** `string[]`, `("a" | "b")[]`. */
const arrayOf = (item: string) => (item.includes(' | ') ? `(${item})[]` : `${item}[]`)

function typeOf(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) return variants.map(typeOf).join(' | ')
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  return (
    types
      .map((type) => (type === 'array' && schema.items ? arrayOf(typeOf(schema.items)) : type))
      .join(' | ') || 'any'
  )
}

function limits(schema: Schema): string {
  const notes: string[] = []
  // zod's `int()` sets the safe integers' bounds: nothing to say.
  const bound = (value: number | undefined) =>
    value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value
  const [minimum, maximum] = [bound(schema.minimum), bound(schema.maximum)]
  if (minimum !== undefined || maximum !== undefined)
    notes.push(`${minimum ?? '…'} to ${maximum ?? '…'}`)
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    notes.push(`${schema.minLength ?? 0} to ${schema.maxLength ?? '…'} characters`)
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    notes.push(`${schema.minItems ?? 0} to ${schema.maxItems ?? '…'} items`)
  if (schema.pattern) notes.push(`matches <code>${escape(schema.pattern)}</code>`)
  if (schema.format) notes.push(escape(schema.format))
  if (schema.default !== undefined)
    notes.push(`default <code>${escape(JSON.stringify(schema.default))}</code>`)
  return notes.join('; ')
}

/** The object (or the array's, or the union's objects) whose fields are listed under a field. */
function nestedObjects(schema: Schema): Schema[] {
  if (schema.properties) return [schema]
  if (schema.items) return nestedObjects(schema.items)
  return [...(schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [])].flatMap(nestedObjects)
}

function fields(schema: Schema, depth = 0): string {
  const objects = nestedObjects(schema)
  if (!objects.length || depth > 6) return ''
  const rows = objects.flatMap((object) =>
    Object.entries(object.properties ?? {}).map(([name, field]) => {
      const required = object.required?.includes(name) ? '' : ' <span class="opt">optional</span>'
      const notes = [field.description ? prose(field.description) : '', limits(field)]
        .filter(Boolean)
        .join(' · ')
      return `<li><code class="name">${escape(name)}</code> <span class="type">${escape(typeOf(field))}</span>${required}${notes ? ` <span class="note">${notes}</span>` : ''}${fields(field, depth + 1)}</li>`
    }),
  )
  const open = objects.some(
    (object) => object.additionalProperties !== false && object.additionalProperties !== undefined,
  )
  return `<ul>${rows.join('')}${open ? '<li class="note">and the fields the description names</li>' : ''}</ul>`
}

const callers: Record<string, string> = {
  investorSession: 'a signed-in investor (session cookie)',
  investorBearer: 'an API client (bearer token)',
  staffSession: 'a staff member in the admin panel (session cookie)',
  staffJwt: 'a staff member’s token (`Authorization: JWT …`)',
}

function who(operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))
  return schemes.length ? schemes.map((scheme) => callers[scheme] ?? scheme).join(' or ') : 'anyone'
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? []
  const body = operation.requestBody?.content['application/json']?.schema
  const [success, ...refusals] = Object.entries(operation.responses).sort(([a], [b]) =>
    a.localeCompare(b),
  )
  const successSchema = success?.[1].content?.['application/json']?.schema
  return `<section id="${escape(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${prose(operation.summary ?? '')}</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
<p class="who">Who: ${escape(who(operation))}</p>
${
  parameters.length
    ? `<h4>Parameters</h4><ul>${parameters
        .map(
          (parameter) =>
            `<li><code class="name">${escape(parameter.name)}</code> in ${parameter.in} <span class="type">${escape(typeOf(parameter.schema ?? {}))}</span>${parameter.required ? '' : ' <span class="opt">optional</span>'}${parameter.schema ? ` <span class="note">${[parameter.description ? prose(parameter.description) : '', limits(parameter.schema)].filter(Boolean).join(' · ')}</span>` : ''}</li>`,
        )
        .join('')}</ul>`
    : ''
}
${body ? `<h4>Body (JSON)</h4>${fields(body) || '<p>none</p>'}` : ''}
${success ? `<h4>Answer ${success[0]}</h4>${successSchema ? fields(successSchema) : ''}` : ''}
<h4>Refusals</h4><ul>${refusals
    .map(([status, response]) => `<li>${status}: ${escape(response.description)}</li>`)
    .join('')}</ul>
</section>`
}

export function referencePage(document: ReferenceDocument): string {
  const byTag = new Map<string, string[]>()
  const contents = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)])
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<li><a href="#${escape(operation.operationId)}">${method.toUpperCase()} ${escape(path)}</a></li>`,
      ])
    }
  const tags = [...byTag.keys()].sort()
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}: reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
code{font:13px ui-monospace,monospace;background:#f3f4f6;padding:0 .25em;border-radius:3px}
section{border-top:1px solid #d0d7de;padding:1rem 0}
h3 code{font-size:15px}.method{font:700 12px ui-monospace,monospace;padding:.15em .45em;border-radius:3px;color:#fff;background:#57606a}
.get{background:#1a7f37}.post{background:#0969da}.put,.patch{background:#9a6700}.delete{background:#cf222e}
.type{color:#8250df;font:13px ui-monospace,monospace}.opt{color:#57606a;font-size:12px}.note{color:#57606a}
ul ul{border-left:2px solid #eaeef2;margin:.25rem 0;padding-left:1rem}.who{color:#57606a}
</style></head><body>
<h1>${escape(document.info.title)}</h1>
<p>${prose(document.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1).</p>
<nav><h2>Contents</h2>${tags.map((tag) => `<h3>${escape(tag)}</h3><ul>${contents.get(tag)!.join('')}</ul>`).join('')}</nav>
${tags.map((tag) => `<h2>${escape(tag)}</h2>${byTag.get(tag)!.join('\n')}`).join('\n')}
</body></html>`
}
