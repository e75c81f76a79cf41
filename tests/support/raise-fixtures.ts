import type { Payload } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import { israelNoonInDays } from '@/domain/projects/catalogue-rules'
import { operationContext } from '@/server/companies/open-inquiry'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { recordTransferReceived } from '@/server/investments/raise/record-transfer-received'
import { settleRaises } from '@/server/investments/raise/settle-raises'

import { aBankTransfer, aRaisingProject, aSubmissionKey, readyInvestors } from './investing'

/**
 * Raises the browser tests need under way or closed, made through the operations themselves (the
 * ledger and the raise's totals as the API writes them). They run in the worker's fixture host
 * (fixture-host.ts), which loads Payload once: import this module only after the config.
 */

type Investor = { id: number; email: string; accountKind: 'investor' | 'company' }

/** Qualified, verified investors (no cap applies to them), identity approved (an angel campaign
 * takes them). */
const qualifiedInvestors = (payload: Payload, count: number) =>
  readyInvestors(payload, count, {
    investorType: 'qualified',
    typeVerified: true,
    kycStatus: 'approved',
  })

/** The seed's first project's cover, so a new project shows like the others. */
async function aCover(payload: Payload): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'projects',
    where: { cover: { exists: true } },
    sort: 'id',
    limit: 1,
    depth: 0,
  })
  const cover = docs[0]?.cover
  return typeof cover === 'object' && cover ? cover.id : (cover ?? undefined)
}

async function investByTransfer(
  payload: Payload,
  alias: string,
  amount: string,
  investors: Investor[],
): Promise<number[]> {
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
  return ids
}

/** `count` ready investors each invest `amount` shekels in the project by bank transfer. */
export async function investInProject(
  payload: Payload,
  alias: string,
  amount: string,
  count: number,
): Promise<number[]> {
  return investByTransfer(payload, alias, amount, await qualifiedInvestors(payload, count))
}

/**
 * A new raising project (the seed's cover, `fields` in minor units, `endInDays`; a dollar project
 * gets a dollar rate for today when none is on record) in which `count` ready investors invest
 * `amount` shekels each.
 */
export async function aProjectWithInvestments(
  payload: Payload,
  fields: Record<string, unknown>,
  amount: string,
  count: number,
): Promise<{ alias: string; ids: number[] }> {
  const { endInDays, ...rest } = fields
  const now = new Date()
  // An amount in dollars counts against the caps in shekels: a rate must be on record.
  if (rest.currency === 'USD') {
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
  const { alias } = await aRaisingProject(payload, {
    cover: await aCover(payload),
    startDate: now.toISOString(),
    ...(typeof endInDays === 'number' ? { endDate: israelNoonInDays(endInDays, now) } : {}),
    ...rest,
  })
  return { alias, ids: await investInProject(payload, alias, amount, count) }
}

export type SucceededRaise = { id: number; alias: string; status: string; investments: number[] }

/**
 * A raising project with `fields` (minor units; it ends tomorrow) in which `investors` (a count of
 * new ready investors, or the ids of accounts the caller made ready) each invest `amount` shekels by
 * bank transfer; an administrator records each transfer received, then the settlement runs as the
 * every-minute job does, as if two days after the end had come: with its minimum the raise
 * succeeds and its paid investments are approved. With `company` among the fields, the project is
 * that company's, as an approved inquiry makes it (the company's page finds its projects that way).
 */
export async function aSucceededRaise(
  payload: Payload,
  fields: Record<string, unknown>,
  amount: string,
  investors: number | number[],
): Promise<SucceededRaise> {
  const now = new Date()
  const { alias, id } = await aRaisingProject(payload, {
    cover: await aCover(payload),
    startDate: now.toISOString(),
    endDate: israelNoonInDays(1, now),
    ...fields,
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
  const accounts: Investor[] = Array.isArray(investors)
    ? (
        await payload.find({
          collection: 'investors',
          where: { id: { in: investors } },
          select: { email: true, accountKind: true },
          depth: 0,
          pagination: false,
        })
      ).docs.map((investor) => ({
        id: investor.id,
        email: investor.email,
        accountKind: investor.accountKind ?? 'investor',
      }))
    : await qualifiedInvestors(payload, investors)
  const company = fields.company
  if (typeof company === 'number') {
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
  for (const account of accounts) {
    const [investmentId] = await investByTransfer(payload, alias, amount, [account])
    await recordTransferReceived(payload, {
      investmentId: investmentId!,
      staff,
      input: { amount, receivedOn: israelToday(now) },
      locale: 'en',
      now,
    })
    investments.push(investmentId!)
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
  return { id, alias, status: closed.status ?? '', investments }
}
