import { firstLoadJs } from './bench/first-load-js'
import { lighthouseScores, printLighthouse } from './bench/lighthouse-scores'
import { benchInvestments } from './bench/investments'
import { measureThroughput, printThroughput, type Locale } from './bench/throughput'
import { benchTwoInstances } from './bench/two-instances'

/**
 * `npm run bench` against a started production server (`npm start`; BENCH_URL, default
 * http://127.0.0.1:3000) with the demo content. Prints throughput and latency of the catalogue
 * and a project page in both languages against a static file in the same run, each public
 * route's first-load JavaScript (gzip), and Lighthouse scores (mobile) for home, catalogue, a
 * project page and a post in both languages. `BENCH_SKIP_LIGHTHOUSE=1` skips the last part.
 * `BENCH_INVESTMENTS=1` (with the server's DATABASE_URI and PAYLOAD_SECRET) measures investing
 * instead: 1,000 investments at 100 concurrent into one project. `BENCH_TWO_INSTANCES=1` (with
 * DATABASE_URI, PAYLOAD_SECRET, IDENTITY_DATA_KEY and REDIS_URL, after `npm run build`) starts
 * two instances itself and compares the catalogue's throughput on one and on both.
 */
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (process.env.BENCH_INVESTMENTS) {
  await benchInvestments(
    base,
    Number(process.env.BENCH_INVESTMENTS_TOTAL ?? 1_000),
    Number(process.env.BENCH_INVESTMENTS_CONCURRENCY ?? 100),
  )
  process.exit(0)
}
if (process.env.BENCH_TWO_INSTANCES) {
  await benchTwoInstances('/projects', 'he')
  process.exit(0)
}
const staticFile = '/favicon.svg'
const locales: Locale[] = ['he', 'en']

/** The first document a visitor can read (access control applies to REST as to pages). */
async function firstSlug(collection: string, field: string, where = ''): Promise<string> {
  const response = await fetch(`${base}/api/${collection}?limit=1&depth=0${where}`)
  const body = (await response.json()) as { docs?: Record<string, unknown>[] }
  const value = body.docs?.[0]?.[field]
  if (typeof value !== 'string') throw new Error(`no public ${collection} to benchmark`)
  return value
}

const projectPage = `/projects/${await firstSlug('projects', 'alias', '&where[status][equals]=raising')}`
const postPage = `/blog/${await firstSlug('posts', 'slug')}`
const benchedPages = ['/', '/policy/privacy', '/projects', projectPage]
const publicRoutes = [
  '/',
  '/projects',
  projectPage,
  '/blog',
  postPage,
  '/question-answer',
  '/how-it-works',
  '/contacts',
  '/policy/privacy',
  '/new',
]

// Warm the caches first: the first request of each page per language renders it.
for (const locale of locales)
  for (const path of [...publicRoutes, staticFile])
    await fetch(base + path, { headers: { cookie: `language=${locale}` } })

if (!process.env.BENCH_SKIP_THROUGHPUT) {
  const reference = await measureThroughput(base, staticFile, 'he')
  const rows = []
  for (const path of benchedPages)
    for (const locale of locales) rows.push(await measureThroughput(base, path, locale))
  printThroughput(rows, reference)
}

// Decimal kilobytes, as a browser's network panel counts bytes.
console.log('\nFirst-load JavaScript (gzip)')
for (const path of publicRoutes)
  console.log(
    path.padEnd(40),
    `${((await firstLoadJs(base, path)) / 1000).toFixed(2)} kB`.padStart(11),
  )

if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
  const pages = ['/', '/projects', projectPage, postPage].flatMap((path) =>
    locales.map((locale) => ({ path, locale })),
  )
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  printLighthouse(await lighthouseScores(base, pages, runs))
}
process.exit(0)
