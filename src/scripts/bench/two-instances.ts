import autocannon from 'autocannon'

import { startAppInstance } from '@/server/dev/start-app-instance'
import { freePort } from '@/server/dev/port-free'

import type { Locale } from './throughput'

const connections = 50
const seconds = 10

async function requestsPerSecond(url: string, locale: Locale, conns: number): Promise<number> {
  const options = { url, connections: conns, headers: { cookie: `language=${locale}` } }
  await autocannon({ ...options, duration: 3 })
  const result = await autocannon({ ...options, duration: seconds })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

/**
 * Two production instances sharing this environment's PostgreSQL and Redis (DATABASE_URI,
 * PAYLOAD_SECRET, REDIS_URL): a page's throughput on one instance alone, then on both at once
 * (the same 50 connections split between them, as a load balancer would), each one's share and
 * the total. On one machine both share its cores, so the total shows the cost of the shared
 * caches more than the gain of a second machine.
 */
export async function benchTwoInstances(path: string, locale: Locale): Promise<void> {
  for (const name of ['DATABASE_URI', 'PAYLOAD_SECRET', 'IDENTITY_DATA_KEY', 'REDIS_URL'])
    if (!process.env[name]) throw new Error(`BENCH_TWO_INSTANCES needs ${name}`)
  const ports = [await freePort(), await freePort()]
  const instances = await Promise.all(
    ports.map((port) =>
      startAppInstance(port, {
        PORT: String(port),
        HOSTNAME_BIND: '127.0.0.1',
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        // Pages only: without Stripe's keys production starts with bank transfers alone.
        ...(!process.env.STRIPE_SECRET_KEY && { CARD_PAYMENTS: 'off' }),
      }),
    ),
  )
  try {
    const [a, b] = instances.map((instance) => instance.url + path) as [string, string]
    const alone = await requestsPerSecond(a, locale, connections)
    const [shareA, shareB] = await Promise.all([
      requestsPerSecond(a, locale, connections / 2),
      requestsPerSecond(b, locale, connections / 2),
    ])
    const total = shareA + shareB
    console.log(
      `\nTwo instances, one Redis (${path}, ${locale}; ${connections} connections, ${seconds} s)`,
    )
    console.log('one instance alone'.padEnd(28), `${alone.toFixed(0)} req/s`.padStart(12))
    console.log('instance A (of two)'.padEnd(28), `${shareA.toFixed(0)} req/s`.padStart(12))
    console.log('instance B (of two)'.padEnd(28), `${shareB.toFixed(0)} req/s`.padStart(12))
    console.log(
      'both together'.padEnd(28),
      `${total.toFixed(0)} req/s`.padStart(12),
      `${((total / alone) * 100).toFixed(0)}% of one`.padStart(14),
    )
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()))
  }
}
