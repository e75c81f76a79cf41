import { performance } from 'node:perf_hooks'

import type { Fields } from '@/server/db/sql-names'

/**
 * The investments part of `npm run bench`: `total` bank-transfer investments by different
 * investors into one project, `concurrency` at a time, through `POST /api/investition` on the
 * running server. The project's maximum takes 90% of them, so the last ones race for what is left.
 * Needs the server's database (DATABASE_URI, PAYLOAD_SECRET) to set up the investors and sessions.
 */
export async function benchInvestments(base: string, total = 1_000, concurrency = 100) {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const { createSession } = await import('@/server/auth/create-session')
  const { readyInvestors, aRaisingProject, aBankTransfer, aSubmissionKey } =
    await import('../../../tests/support/investing')
  const amount = 500 // shekels each
  const maximumMinor = Math.floor(total * 0.9) * amount * 100
  const project = await aRaisingProject(payload, {
    minimumRaise: Math.floor(maximumMinor / 2),
    maximumRaise: maximumMinor,
    minimalInvestment: amount * 100,
  })
  const investors = await readyInvestors(payload, total)
  const tokens: string[] = []
  for (const investor of investors) {
    const session = await createSession({
      payload,
      investorId: investor.id,
      transport: 'bearer',
      settings: { sessionMaxHours: 1 },
      ip: null,
      userAgent: null,
    })
    tokens.push(session.token)
  }

  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const started = performance.now()
  async function worker() {
    while (next < total) {
      const token = tokens[next++]!
      const sent = performance.now()
      const response = await fetch(`${base}/api/investition`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': aSubmissionKey(),
        },
        body: JSON.stringify(aBankTransfer(project.alias, String(amount))),
      })
      await response.arrayBuffer()
      latencies.push(performance.now() - sent)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000

  const { sql } = await import('@payloadcms/db-postgres')
  const { sqlDatabase } = await import('@/server/db/sql-database')
  const { investments, raise_totals } = await import('@/payload-generated-schema')
  const db = sqlDatabase(payload)
  const ledger = await db.execute(sql`
    select coalesce(sum(${investments.amount}), 0) as sum, count(*) as count,
           count(distinct ${investments.investor}) as investors
      from ${investments}
     where ${investments.project} = ${project.id}
       and ${investments.status} in ('pending', 'active', 'approved')`)
  const totals = await db.execute(
    sql`select ${raise_totals.raised}, ${raise_totals.investorCount} from ${raise_totals}
         where ${raise_totals.project} = ${project.id}`,
  )
  const row = ledger.rows[0] as { sum: string; count: string; investors: string }
  const kept = totals.rows[0] as Fields<
    [typeof raise_totals.raised | typeof raise_totals.investorCount, string]
  >

  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!
  console.log(`\nInvestments: ${total} bank transfers, ${concurrency} at a time, one project`)
  console.log(`  ${(total / seconds).toFixed(1)} investments/s (${seconds.toFixed(1)} s)`)
  console.log(
    `  latency p50 ${percentile(0.5).toFixed(0)} ms, p99 ${percentile(0.99).toFixed(0)} ms`,
  )
  console.log(
    `  answers: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`,
  )
  const sumMatches = Number(row.sum) === Number(kept.raised)
  const withinMaximum = Number(kept.raised) <= maximumMinor
  const countMatches = Number(row.investors) === Number(kept.investor_count)
  console.log(
    `  raised ${Number(kept.raised) / 100} of a ${maximumMinor / 100} maximum; ledger sum ${Number(row.sum) / 100} over ${row.count} investments`,
  )
  console.log(
    `  check: total equals the ledger ${sumMatches ? 'yes' : 'NO'}, within the maximum ${withinMaximum ? 'yes' : 'NO'}, investor count matches ${countMatches ? 'yes' : 'NO'}`,
  )
}
