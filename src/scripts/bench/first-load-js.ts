import { gzipSync } from 'node:zlib'

/** Gzip size of the module scripts a browser loads first for a page (noModule polyfills skipped). */
export async function firstLoadJs(base: string, path: string): Promise<number> {
  const html = await (await fetch(base + path, { headers: { cookie: 'language=he' } })).text()
  const tags = [...html.matchAll(/<script[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/noModule/i.test(tag))
  const scripts = [...new Set(tags.map((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1]))].filter(
    (src): src is string => Boolean(src),
  )
  let total = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    total += gzipSync(body).length
  }
  return total
}
