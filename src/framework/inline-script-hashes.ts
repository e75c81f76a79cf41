/**
 * Framework patch (src/framework/README.md): adds the hashes of the inline scripts Next writes into
 * each page (its bootstrap, the `self.__next_f.push` flight data, React's streaming helpers) to the
 * Content-Security-Policy, where Next offers only a per-request nonce.
 * Why: pages are cached whole, so a nonce is impossible, and without one `script-src` would need
 * `'unsafe-inline'` (docs/security.md).
 * Relies on: Next's inline scripts being plain `<script>…</script>` elements whose text is the
 * script, and Next writing the page through `res.flushHeaders`, `res.write` and `res.end`.
 * Checked against: next 16.4.6 (src/framework/checked-versions.ts).
 * Waits for: vercel/next.js#95354 (open; PR #95696 open): `integrity` hashes for the inline flight
 * scripts under `experimental.sri`; re-check on each upgrade.
 * Guarded by: tests/unit/framework/inline-script-hashes.test.ts.
 */

import type { ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { allowInlineScripts, inlineScriptHashes } from '@/domain/http/inline-script-policy'

import type { Handler } from './response-cache'

const policyHeader = 'content-security-policy'

/**
 * Holds each HTML page until it is complete, then adds the hashes of its inline scripts to the
 * Content-Security-Policy Next set, so the policy needs no `'unsafe-inline'` for scripts. Every
 * other answer passes through untouched. It sits inside the visitor cache, so a stored page keeps
 * the policy that matches its body.
 */
export function withInlineScriptHashes(handler: Handler): Handler {
  return (req, res) => {
    if (req.method === 'GET') holdHtml(res)
    return handler(req, res)
  }
}

type Write = (...args: unknown[]) => boolean
type End = (...args: unknown[]) => ServerResponse
type WriteHead = (...args: unknown[]) => ServerResponse

function holdHtml(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as WriteHead
  const write = res.write.bind(res) as Write
  const end = res.end.bind(res) as End
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided'
  const chunks: Buffer[] = []

  const decide = () => {
    if (mode !== 'undecided') return
    // A 304 refreshes the headers of the copy the browser has: a policy without that copy's
    // hashes would block its scripts, so none is sent and the stored one stays.
    if (res.statusCode === 304) res.removeHeader(policyHeader)
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
    mode = html && res.statusCode !== 304 && res.hasHeader(policyHeader) ? 'hold' : 'pass'
  }

  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    // Headers given here are set as Node would, so the decision and the later write see them.
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value as string | string[] | number)
      }
    } else if (headers) {
      mode = 'pass'
      return writeHead(statusCode, ...rest)
    }
    res.statusCode = statusCode
    if (message) res.statusMessage = message
    decide()
    return mode === 'pass' ? writeHead(statusCode, ...(message ? [message] : [])) : res
  }) as ServerResponse['writeHead']

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide()
    if (mode === 'pass') return write(chunk, ...rest)
    keep(chunks, chunk, rest[0])
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  }) as ServerResponse['write']

  res.end = ((...args: unknown[]) => {
    decide()
    if (mode === 'pass') return end(...args)
    const [chunk, encoding] = typeof args[0] === 'function' ? [] : args
    keep(chunks, chunk, encoding)
    const callback = args.find((arg) => typeof arg === 'function')
    const body = Buffer.concat(chunks)
    const html = readable(body, res.getHeader('content-encoding'))
    if (html !== null) {
      const policy = String(res.getHeader(policyHeader))
      res.setHeader(policyHeader, allowInlineScripts(policy, inlineScriptHashes(html)))
    }
    res.removeHeader('transfer-encoding')
    res.setHeader('content-length', body.length)
    writeHead(res.statusCode)
    return callback ? end(body, callback) : end(body)
  }) as ServerResponse['end']
}

function keep(chunks: Buffer[], chunk: unknown, encoding: unknown): void {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return
  chunks.push(
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array),
  )
}

/** The page's text under its transfer compression; null (strict policy stays) if unreadable. */
function readable(body: Buffer, encoding: ReturnType<ServerResponse['getHeader']>): string | null {
  try {
    const coding = String(encoding ?? 'identity').toLowerCase()
    if (coding === 'gzip') return gunzipSync(body).toString('utf8')
    if (coding === 'br') return brotliDecompressSync(body).toString('utf8')
    if (coding === 'deflate') return inflateSync(body).toString('utf8')
    return coding === 'identity' ? body.toString('utf8') : null
  } catch (error) {
    console.error('inline script hashes: unreadable page body', error)
    return null
  }
}
