import '../../src/scripts/load-env'

import { getPayload } from 'payload'

/**
 * For browser tests that need a raise that succeeded, in one process (loading Payload is the slow
 * part): `close-raise.ts <json> <amount> <count>` makes a raising project with the JSON's fields
 * (minor units; it ends tomorrow), in which `count` ready investors each invest `amount` shekels by
 * bank transfer (`createInvestment`); an administrator records each transfer received
 * (`recordTransferReceived`), then the settlement runs as the every-minute job does, as if two
 * days after the end had come (`settleRaises`): with its minimum the raise succeeds and its paid
 * investments are approved. Prints `{ id, alias, status, investments }`.
 *
 * With a JSON list of account ids in place of `count`, those accounts invest (made ready by the
 * caller). With `company` among the fields, the project is that company's, as an approved inquiry
 * makes it (the inquiry names it: the company's page finds its projects that way).
 */
const [fieldsJson, amount, countText = '1'] = process.argv.slice(2)
if (!fieldsJson || !amount) throw new Error('usage: close-raise <json> <amount> [count|[ids]]')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// Imported after the config (see create-e2e-staff.ts: the exit-code-13 hazard).
const { readyInvestors, aBankTransfer, aSubmissionKey, aRaisingProject } =
  await import('./investing')
const { createInvestment } = await import('@/server/investing/create-investment')
const { recordTransferReceived } = await import('@/server/raise/record-transfer-received')
const { settleRaises } = await import('@/server/raise/settle-raises')
const { israelNoonInDays } = await import('@/domain/projects/catalogue-rules')
const { israelToday } = await import('@/domain/identity/adulthood')

const now = new Date()
const { docs: covers } = await payload.find({
  collection: 'projects',
  where: { cover: { exists: true } },
  sort: 'id',
  limit: 1,
  depth: 0,
})
const { alias, id } = await aRaisingProject(payload, {
  cover: covers[0]?.cover ?? undefined,
  startDate: now.toISOString(),
  endDate: israelNoonInDays(1, now),
  ...(JSON.parse(fieldsJson) as Record<string, unknown>),
})
const { docs: admins } = await payload.find({
  collection: 'users',
  where: { role: { equals: 'admin' } },
  sort: 'id',
  limit: 1,
  depth: 0,
})
const staff = admins[0]
if (!staff) throw new Error('no administrator to record the transfers')
const givenIds = countText.startsWith('[') ? (JSON.parse(countText) as number[]) : null
const investors = givenIds
  ? (
      await payload.find({
        collection: 'investors',
        where: { id: { in: givenIds } },
        select: { email: true, accountKind: true },
        depth: 0,
        pagination: false,
      })
    ).docs.map((investor) => ({ ...investor, accountKind: investor.accountKind ?? 'investor' }))
  : await readyInvestors(payload, Number(countText), {
      investorType: 'qualified',
      typeVerified: true,
    })
const company = (JSON.parse(fieldsJson) as { company?: number }).company
if (company) {
  const { operationContext } = await import('@/server/companies/open-inquiry')
  await payload.create({
    collection: 'company-inquiries',
    data: {
      owner: company,
      status: 'approved',
      submittedAt: now.toISOString(),
      declarationAcceptedAt: now.toISOString(),
      project: id,
    },
    overrideAccess: true,
    context: operationContext,
  })
}
const investments: number[] = []
for (const investor of investors) {
  const { investment } = await createInvestment(payload, {
    investor,
    request: aBankTransfer(alias, amount),
    idempotencyKey: aSubmissionKey(),
    client: { ip: '127.0.0.1', userAgent: 'e2e', locale: 'en' },
  })
  await recordTransferReceived(payload, {
    investmentId: investment.id,
    staff,
    input: { amount, receivedOn: israelToday(now) },
    locale: 'en',
    now,
  })
  investments.push(investment.id)
}
const { docs } = await payload.find({
  collection: 'projects',
  where: { id: { equals: id } },
  select: { endDate: true },
  depth: 0,
})
const after = new Date(Date.parse(docs[0]!.endDate!) + 2 * 86_400_000)
await settleRaises(payload, { projects: [id], now: after, gateway: null })
const closed = await payload.findByID({ collection: 'projects', id, depth: 0 })
console.log(JSON.stringify({ id, alias, status: closed.status, investments }))
process.exit(0)
