import autocannon from 'autocannon'

export type Locale = 'he' | 'en'
export type ThroughputRow = { label: string; rps: number; p50: number; p99: number }

/** Requests per second and latency of one path at 50 connections for 10 s (after 3 s of warm-up), in one language. */
export async function measureThroughput(
  base: string,
  path: string,
  locale: Locale,
): Promise<ThroughputRow> {
  const options = { url: base + path, connections: 50, headers: { cookie: `language=${locale}` } }
  // A short run first, not counted: the first seconds of a path measure the JIT, not the server.
  await autocannon({ ...options, duration: 3 })
  const result = await autocannon({ ...options, duration: 10 })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return {
    label: `${path} (${locale})`,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }
}

export function printThroughput(rows: ThroughputRow[], reference: ThroughputRow): void {
  console.log('\nThroughput (autocannon, 50 connections, 10 s)')
  console.log(
    'route'.padEnd(40),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'vs static'.padStart(10),
  )
  for (const row of [reference, ...rows]) {
    const ratio = row === reference ? '' : `${((row.rps / reference.rps) * 100).toFixed(0)}%`
    console.log(
      row.label.padEnd(40),
      row.rps.toFixed(0).padStart(9),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      ratio.padStart(10),
    )
  }
}
