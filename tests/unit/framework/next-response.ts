import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { requireFromApp } from './checked-against'

/** Next's own way of sending a rendered page (next/dist/server/send-payload.js). */
type RenderResultClass = {
  new (
    response: string | ReadableStream<Uint8Array>,
    options: { contentType: string; metadata: object },
  ): object
}
const RenderResult = (
  requireFromApp('next/dist/server/render-result') as { default: RenderResultClass }
).default
const { sendRenderResult } = requireFromApp('next/dist/server/send-payload') as {
  sendRenderResult: (args: {
    req: IncomingMessage
    res: ServerResponse
    result: object
    generateEtags: boolean
    poweredByHeader: boolean
    cacheControl?: { revalidate: number | false; expire: number | undefined }
  }) => Promise<void>
}
export const { HTML_CONTENT_TYPE_HEADER } = requireFromApp('next/dist/lib/constants') as {
  HTML_CONTENT_TYPE_HEADER: string
}

export type Page = {
  html: string
  /** Sent in chunks, as Next streams a page it renders; whole, as it sends one from its cache. */
  streamed: boolean
  /** What Next derives Cache-Control from: an ISR page's lifetime, or 0 for a dynamic page. */
  cacheControl?: { revalidate: number | false; expire: number | undefined }
  headers?: Record<string, string>
}

/** A stand-in for Next's request handler that answers `page` with Next's own sending code. */
export function nextSending(page: Page) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value)
    const response = page.streamed ? chunked(page.html) : page.html
    await sendRenderResult({
      req,
      res,
      result: new RenderResult(response, { contentType: HTML_CONTENT_TYPE_HEADER, metadata: {} }),
      generateEtags: true,
      poweredByHeader: false,
      cacheControl: page.cacheControl,
    })
  }
}

function chunked(html: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(html)
  const size = Math.ceil(bytes.length / 4)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + size))
      offset += size
    },
  })
}

export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

export function close(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve()
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
