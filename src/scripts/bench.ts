import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

/**
 * `npm run bench` against a started production server (`npm start`; BENCH_URL, default
 * http://127.0.0.1:3000). Prints throughput and latency per route, each page against a static
 * file, and each public route's first-load JavaScript (gzip).
 */
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
const staticFile = '/robots.txt'
const benchedPages = ['/', '/policy/privacy']
const publicRoutes = ['/', '/how-it-works', '/contacts', '/policy/privacy', '/new', '/test']

async function load(path: string) {
  const result = await autocannon({
    url: base + path,
    connections: 50,
    duration: 10,
    headers: { cookie: 'language=he' },
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { path, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

async function firstLoadJs(path: string): Promise<number> {
  const html = await (await fetch(base + path, { headers: { cookie: 'language=he' } })).text()
  // Modern browsers skip `noModule` polyfills, so they are not counted.
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

// Warm the caches first: the first request of each page per language renders it.
for (const path of [...benchedPages, ...publicRoutes, staticFile])
  await fetch(base + path, { headers: { cookie: 'language=he' } })

const file = await load(staticFile)
const rows = [file]
for (const path of benchedPages) rows.push(await load(path))

console.log('\nThroughput (autocannon, 50 connections, 10 s)')
console.log(
  'route'.padEnd(20),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'vs static'.padStart(10),
)
for (const row of rows) {
  const ratio = row === file ? '' : `${((row.rps / file.rps) * 100).toFixed(0)}%`
  console.log(
    row.path.padEnd(20),
    row.rps.toFixed(0).padStart(9),
    String(row.p50).padStart(8),
    String(row.p99).padStart(8),
    ratio.padStart(10),
  )
}

console.log('\nFirst-load JavaScript (gzip)')
for (const path of publicRoutes)
  console.log(path.padEnd(20), `${((await firstLoadJs(path)) / 1024).toFixed(1)} kB`.padStart(10))
