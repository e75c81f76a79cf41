import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { allowInlineScripts, inlineScriptHashes } from '@/domain/http/inline-script-policy'
import { withInlineScriptHashes } from '@/framework/inline-script-hashes'
import type { Handler } from '@/framework/response-cache'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, as the browser reads its text', () => {
    const html = [
      '<script>self.__next_f.push([1,"שלום"])</script>',
      '<script id="_R_">boot()</script>',
      '<SCRIPT type="module">mod()</SCRIPT >',
      '<script>self.__next_f.push([1,"שלום"])</script>',
      '<script type="text/javascript">\nclassic()\n</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('self.__next_f.push([1,"שלום"])'),
      hashOf('boot()'),
      hashOf('mod()'),
      hashOf('\nclassic()\n'),
    ])
  })

  it('leaves out scripts loaded from a file and data blocks that never run', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script async src='/b.js'></script>",
      '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
      '<script type="application/json">{}</script>',
      '<script data-src="x">run()</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([hashOf('run()')])
  })

  it('hashes an empty inline script too (the browser asks for it)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([hashOf('')])
  })
})

describe('allowInlineScripts', () => {
  const policy = "default-src 'self'; script-src 'self'; script-src-elem x; object-src 'none'"

  it('adds the hashes to script-src alone', () => {
    expect(allowInlineScripts(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; script-src-elem x; object-src 'none'",
    )
  })

  it('leaves the policy as it was when the page has no inline script', () => {
    expect(allowInlineScripts(policy, [])).toBe(policy)
  })
})

/** The server step over real HTTP, in front of a handler that answers as Next does. */
describe('withInlineScriptHashes', () => {
  let server: Server | undefined
  afterEach(async () => {
    const open = server
    server = undefined
    open?.closeAllConnections()
    await new Promise<void>((resolve) => (open ? open.close(() => resolve()) : resolve()))
  })

  const strict = "default-src 'self'; script-src 'self'"
  const page = '<!DOCTYPE html><html><body><script>boot()</script><p>שלום</p></body></html>'

  const origin: Handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://test')
    res.setHeader('Content-Security-Policy', strict)
    if (url.pathname === '/gzip') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Encoding', 'gzip')
      const body = gzipSync(page)
      // Written in two pieces, as a compressing stream flushes.
      res.write(body.subarray(0, 10))
      res.end(body.subarray(10))
    } else if (url.pathname === '/streamed') {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      res.write('<html><script>late()</script>')
      setTimeout(() => res.end('<script>later()</script></html>'), 20)
    } else if (url.pathname === '/unchanged') {
      res.writeHead(304)
      res.end()
    } else {
      res.setHeader('Content-Type', 'application/json')
      res.end('{"html":"<script>nope()</script>"}')
    }
  }

  async function get(path: string, method = 'GET') {
    if (!server) {
      server = createServer(withInlineScriptHashes(origin))
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    }
    const { port } = server.address() as AddressInfo
    return fetch(`http://127.0.0.1:${port}${path}`, { method })
  }

  it('names the scripts of a compressed page, whose body arrives whole and unchanged', async () => {
    const response = await get('/gzip')
    expect(response.headers.get('content-security-policy')).toBe(`${strict} ${hashOf('boot()')}`)
    expect(await response.text()).toBe(page)
  })

  it('waits for a page written over time and keeps its status', async () => {
    const response = await get('/streamed')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toBe(
      `${strict} ${hashOf('late()')} ${hashOf('later()')}`,
    )
    expect(await response.text()).toBe(
      '<html><script>late()</script><script>later()</script></html>',
    )
  })

  it('passes other answers through with the policy as Next set it', async () => {
    const response = await get('/api')
    expect(response.headers.get('content-security-policy')).toBe(strict)
    expect(await response.json()).toEqual({ html: '<script>nope()</script>' })
    expect((await get('/gzip', 'HEAD')).headers.get('content-security-policy')).toBe(strict)
  })

  it('sends no policy with a 304, so the browser keeps the one matching its copy', async () => {
    const response = await get('/unchanged')
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})
