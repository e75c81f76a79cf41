import { createHash } from 'node:crypto'
import type { Server } from 'node:http'
import { runInNewContext } from 'node:vm'

import { afterEach, describe, expect, it } from 'vitest'

import { withInlineScriptHashes } from '@/framework/inline-script-hashes'

import { expectCheckedVersions, requireFromApp } from './checked-against'
import { close, listen, nextSending } from './next-response'

type Element = { type: unknown; props: object }
const React = requireFromApp('next/dist/compiled/react') as {
  createElement: (type: unknown, props: object | null, ...children: unknown[]) => Element
  Suspense: unknown
}
const { renderToReadableStream } = requireFromApp('next/dist/compiled/react-dom/server.edge') as {
  renderToReadableStream: (
    element: Element,
    options: { bootstrapScriptContent: string },
  ) => Promise<ReadableStream<Uint8Array>>
}
const { createInlinedDataReadableStream } = requireFromApp(
  'next/dist/server/app-render/use-flight-response',
) as {
  createInlinedDataReadableStream: (
    flight: ReadableStream<Uint8Array>,
    nonce: string | undefined,
    formState: null,
  ) => ReadableStream<Uint8Array>
}

/** Flight data as Next inlines it: text with what would end a script, Hebrew, and raw bytes. */
const flightChunks = [
  new TextEncoder().encode(
    '0:["$","p",null,{"children":"</script><script>alert(1)</script> שלום"}]\n',
  ),
  new Uint8Array([0xff, 0xfe, 0x00, 0x3c]),
]

async function nextInlineFlight(): Promise<string> {
  const flight = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of flightChunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Response(createInlinedDataReadableStream(flight, undefined, null)).text()
}

/** A streamed page as React (Next's copy) writes it: a Suspense boundary completed late. */
async function reactStreamedPage(): Promise<string> {
  let settle = () => {}
  const later = new Promise<void>((resolve) => (settle = resolve))
  let ready = false
  const Late = () => {
    if (!ready) throw later
    return React.createElement('p', null, 'late </script> שלום')
  }
  const page = React.createElement(
    'html',
    null,
    React.createElement(
      'body',
      null,
      React.createElement(React.Suspense, { fallback: '…' }, React.createElement(Late, null)),
    ),
  )
  const stream = await renderToReadableStream(page, { bootstrapScriptContent: 'self.boot = 1' })
  setTimeout(() => {
    ready = true
    settle()
  }, 5)
  return new Response(stream).text()
}

/**
 * The text of each script element without `src`, as the HTML parser cuts it: up to the first
 * `</script` (whatever the script's own rules; Next and React escape it inside their scripts).
 */
function inlineScripts(html: string): { attributes: string; text: string }[] {
  const scripts = []
  let at = 0
  for (;;) {
    const start = html.indexOf('<script', at)
    if (start < 0) return scripts
    const open = html.indexOf('>', start)
    const end = html.indexOf('</script', open)
    const attributes = html.slice(start + '<script'.length, open)
    if (!/\bsrc=/.test(attributes)) scripts.push({ attributes, text: html.slice(open + 1, end) })
    at = end
  }
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * src/framework/inline-script-hashes.ts holds each page Next sends, hashes its inline scripts and
 * adds the hashes to the policy: it relies on Next's inline scripts being plain script elements
 * and on Next writing through the response's own methods.
 */
describe('guard: the CSP hashes of Next’s inline scripts (src/framework/inline-script-hashes.ts)', () => {
  let server: Server | undefined
  afterEach(() => close(server))

  it('runs on the Next version it was checked against', () => {
    expectCheckedVersions('inline-script-hashes.ts')
  })

  it('finds Next’s inline flight data in plain script elements whose text is the whole script', async () => {
    const html = await nextInlineFlight()
    const scripts = inlineScripts(html)
    expect(scripts.map((script) => script.attributes)).toEqual(['', '', ''])
    // Run as a browser would, the texts give back exactly what Next inlined.
    const self: { __next_f?: unknown[][] } = {}
    for (const { text } of scripts) runInNewContext(text, { self })
    const [bootstrap, text, bytes] = self.__next_f ?? []
    expect(bootstrap).toEqual([0])
    expect(text).toEqual([1, new TextDecoder().decode(flightChunks[0])])
    expect(bytes).toEqual([3, Buffer.from(flightChunks[1]!).toString('base64')])
  })

  it('names in the policy every inline script of a page Next streams, and nothing else', async () => {
    const html = (await reactStreamedPage()).replace(
      '</body>',
      `${await nextInlineFlight()}</body>`,
    )
    const listening = await listen(
      withInlineScriptHashes(
        nextSending({
          html,
          streamed: true,
          headers: { 'content-security-policy': "default-src 'self'; script-src 'self'" },
        }),
      ),
    )
    server = listening.server
    const response = await fetch(listening.url)
    const body = await response.text()
    expect(body).toBe(html)

    const scripts = inlineScripts(body)
    // React's helpers and bootstrap, Next's flight data: none carries a nonce.
    expect(scripts.length).toBeGreaterThanOrEqual(5)
    expect(scripts.some(({ attributes }) => /nonce/i.test(attributes))).toBe(false)
    const expected = [...new Set(scripts.map(({ text }) => hashOf(text)))]
    const policy = response.headers.get('content-security-policy') ?? ''
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'))
    expect(scriptSrc?.trim().split(/\s+/).slice(2).sort()).toEqual(expected.sort())
  })
})
