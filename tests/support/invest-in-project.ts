import '../../src/scripts/load-env'

import { getPayload } from 'payload'

/**
 * For browser tests that need a raise under way, through the create operation itself (the ledger
 * and the raise's totals as the API writes them):
 *
 * - `invest-in-project.ts <alias> <amount> [count]`: `count` ready investors (qualified and
 *   verified, so no cap applies; identity approved, so an angel campaign takes them) each invest `amount` shekels in the project by bank transfer.
 * - `invest-in-project.ts --new <json> <amount> [count]`: first a new raising project with the
 *   seed's first project's cover, the JSON's fields (minor units) and `endInDays` (a dollar
 *   project gets a dollar rate for today when none is on record).
 *
 * Prints `{ alias, ids }`.
 */
const args = process.argv.slice(2)
const isNew = args[0] === '--new'
const [target, amount, countText = '1'] = isNew ? args.slice(1) : args
if (!target || !amount)
  throw new Error('usage: invest-in-project [--new <json>|<alias>] <amount> [count]')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// Imported after the config (see create-e2e-staff.ts: the exit-code-13 hazard).
const { readyInvestors, aBankTransfer, aSubmissionKey, aRaisingProject } =
  await import('./investing')
const { createInvestment } = await import('@/server/investing/create-investment')
const { israelNoonInDays } = await import('@/domain/projects/catalogue-rules')

let alias = target
if (isNew) {
  const { endInDays, ...fields } = JSON.parse(target) as Record<string, unknown>
  const { docs } = await payload.find({
    collection: 'projects',
    where: { cover: { exists: true } },
    sort: 'id',
    limit: 1,
    depth: 0,
  })
  const now = new Date()
  // An amount in dollars counts against the caps in shekels: a rate must be on record.
  if (fields.currency === 'USD') {
    const { israelToday } = await import('@/domain/identity/adulthood')
    const day = israelToday(now)
    const rates = await payload.count({
      collection: 'fx-rates',
      where: { and: [{ currency: { equals: 'USD' } }, { date: { less_than_equal: day } }] },
    })
    if (rates.totalDocs === 0)
      await payload.create({
        collection: 'fx-rates',
        data: { currency: 'USD', date: day, ilsPerUnit: '3.7' } as never,
      })
  }
  alias = (
    await aRaisingProject(payload, {
      cover: docs[0]?.cover ?? undefined,
      startDate: now.toISOString(),
      ...(typeof endInDays === 'number' ? { endDate: israelNoonInDays(endInDays, now) } : {}),
      ...fields,
    })
  ).alias
}
const investors = await readyInvestors(payload, Number(countText), {
  investorType: 'qualified',
  typeVerified: true,
  kycStatus: 'approved',
})
const ids: number[] = []
for (const investor of investors) {
  const { investment } = await createInvestment(payload, {
    investor,
    request: aBankTransfer(alias, amount),
    idempotencyKey: aSubmissionKey(),
    client: { ip: '127.0.0.1', userAgent: 'e2e', locale: 'en' },
  })
  ids.push(investment.id)
}
console.log(JSON.stringify({ alias, ids }))
process.exit(0)
