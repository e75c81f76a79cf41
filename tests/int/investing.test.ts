import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sqlDatabase } from '@/server/db/sql-database'
import { AppError } from '@/server/errors/app-error'
import { changeInvestment } from '@/server/investments/invest/change-investment'
import { createInvestment } from '@/server/investments/invest/create-investment'

import { aClient, failureOf } from '../support/accounts'
import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'

async function ledgerOf(payload: Payload, projectId: number) {
  const db = sqlDatabase(payload)
  const ledger = await db.execute(sql`
    select coalesce(sum(amount), 0) as sum, count(distinct investor_id) as investors
      from investments where project_id = ${projectId} and status in ('pending', 'active', 'approved')`)
  const totals = await db.execute(
    sql`select raised, investor_count, maximum from raise_totals where project_id = ${projectId}`,
  )
  const row = ledger.rows[0] as { sum: string; investors: string }
  const total = totals.rows[0] as { raised: string; investor_count: string; maximum: string }
  return {
    ledgerSum: Number(row.sum),
    ledgerInvestors: Number(row.investors),
    raised: Number(total?.raised ?? 0),
    investorCount: Number(total?.investor_count ?? 0),
  }
}

describe('creating investments', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('records a bank transfer with its reference, units, snapshot and confirmations', async () => {
    const [investor] = await readyInvestors(payload, 1)
    const project = await aRaisingProject(payload, { unitPrice: 2_50 })
    const { investment, replayed } = await createInvestment(payload, {
      investor: investor!,
      request: aBankTransfer(project.alias, '1000.99', { rbTransactionId: 'rb-42' }),
      idempotencyKey: aSubmissionKey(),
      client: aClient('he'),
    })
    expect(replayed).toBe(false)
    // 1,000.99 buys 400 units at 2.50: 1,000.00 is invested.
    expect(investment).toMatchObject({
      amount: 100_000,
      units: 400,
      unitPrice: 250,
      amountIls: 100_000,
      fee: 0,
      status: 'pending',
      paymentState: 'awaiting_transfer',
      rbTransactionId: 'rb-42',
      locale: 'he',
    })
    expect(investment.reference).toMatch(new RegExp(`^${investment.number}\\d$`))
    expect(investment.investorSnapshot?.investorType).toBe('private')
    expect(investment.confirmations?.documentsRead).toBe(true)
    expect(await ledgerOf(payload, project.id)).toMatchObject({ raised: 100_000, investorCount: 1 })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { investment: { equals: investment.id } },
      overrideAccess: true,
    })
    expect(audit.docs.map((entry) => entry.action)).toEqual(['investment.created'])
  })

  it('answers the same investment for the same submission key, even sent twice at once', async () => {
    const [investor] = await readyInvestors(payload, 1)
    const project = await aRaisingProject(payload)
    const key = aSubmissionKey()
    const submit = () =>
      createInvestment(payload, {
        investor: investor!,
        request: aBankTransfer(project.id, '600'),
        idempotencyKey: key,
        client: aClient(),
      })
    const [first, second] = await Promise.all([submit(), submit()])
    const third = await submit()
    expect(new Set([first.investment.id, second.investment.id, third.investment.id]).size).toBe(1)
    expect([first.replayed, second.replayed].sort()).toEqual([false, true])
    expect(await ledgerOf(payload, project.id)).toMatchObject({ ledgerSum: 600_00, raised: 600_00 })
  })

  it('never passes the maximum: 200 investors at once into a project 10 short of it', async () => {
    const project = await aRaisingProject(payload, {
      minimumRaise: 5_000_00,
      maximumRaise: 10_000_00,
    })
    const [first] = await readyInvestors(payload, 1)
    await createInvestment(payload, {
      investor: first!,
      request: aBankTransfer(project.id, '9990'),
      idempotencyKey: aSubmissionKey(),
      client: aClient(),
    })
    // The minimum is 500; 10 is left, so 10 shekels is the only amount that fits.
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { minimalInvestment: 1_00 },
      context: { disableRevalidate: true },
    })
    const investors = await readyInvestors(payload, 200)
    const outcomes = await Promise.allSettled(
      investors.map((investor, index) =>
        createInvestment(payload, {
          investor,
          request: aBankTransfer(project.id, index % 2 === 0 ? '10' : '5'),
          idempotencyKey: aSubmissionKey(),
          client: aClient(),
        }),
      ),
    )
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as AppError] : [],
    )
    expect(refused.every((error) => error instanceof AppError)).toBe(true)
    // Refused as too much for what is left, or (once it is full) as closed: nothing else.
    for (const error of refused) {
      if (error.code === 'PROJECT_NOT_OPEN') expect(error.details.reason).toBe('maximumReached')
      else expect(error.code).toBe('RAISE_LIMIT_REACHED')
    }
    const totals = await ledgerOf(payload, project.id)
    expect(totals.raised).toBe(totals.ledgerSum)
    expect(totals.raised).toBeLessThanOrEqual(10_000_00)
    expect(totals.investorCount).toBe(totals.ledgerInvestors)
    expect(accepted.length).toBeGreaterThanOrEqual(1)
    expect(accepted.length).toBeLessThanOrEqual(2)
  }, 120_000)

  it('never passes an investor’s limit: 50 of their investments at once', async () => {
    // Without an accountant's confirmation: 10,000 a year, the lesser of it and the bracket's caps.
    const [investor] = await readyInvestors(payload, 1, { bracket: 2 })
    const projects = await Promise.all([aRaisingProject(payload), aRaisingProject(payload)])
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        createInvestment(payload, {
          investor: investor!,
          request: aBankTransfer(projects[index % 2]!.id, '700'),
          idempotencyKey: aSubmissionKey(),
          client: aClient(),
        }),
      ),
    )
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    expect(accepted).toHaveLength(14) // 14 × 700 = 9,800; a 15th would be 10,500
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as AppError] : [],
    )
    expect(new Set(refusals.map((error) => error.code))).toEqual(new Set(['OVER_LEGAL_LIMIT']))
    expect(refusals[0]!.details).toMatchObject({ leftMinor: 200_00, currency: 'ILS' })
    const db = sqlDatabase(payload)
    const sum = await db.execute(
      sql`select sum(amount_ils) as sum from investments where investor_id = ${investor!.id}`,
    )
    expect(Number((sum.rows[0] as { sum: string }).sum)).toBe(9_800_00)
  }, 120_000)

  it('refuses below the minimum, a project not raising, a company account, a minor', async () => {
    const project = await aRaisingProject(payload)
    const closed = await aRaisingProject(payload, { status: 'coming' })
    const [adult] = await readyInvestors(payload, 1)
    const [company] = await readyInvestors(payload, 1, { accountKind: 'company' })
    const [minor] = await readyInvestors(payload, 1, { birthDate: '2012-01-01' })
    const attempt = (investor: typeof adult, target: number, amount: string) =>
      failureOf(
        createInvestment(payload, {
          investor: investor!,
          request: aBankTransfer(target, amount),
          idempotencyKey: aSubmissionKey(),
          client: aClient(),
        }),
      )
    const below = await attempt(adult, project.id, '499.99')
    expect(below.code).toBe('VALIDATION_FAILED')
    expect(below.details).toMatchObject({
      fields: { amount: 'belowMinimum' },
      minimumMinor: 500_00,
    })
    expect((await attempt(adult, closed.id, '600')).details).toMatchObject({ reason: 'notRaising' })
    expect((await attempt(company, project.id, '600')).code).toBe('COMPANY_ACCOUNT')
    expect((await attempt(minor, project.id, '600')).code).toBe('MINOR_CANNOT_INVEST')
  })

  it('lets verified qualified investors past the private caps, not declared ones', async () => {
    const [verified] = await readyInvestors(payload, 1, {
      investorType: 'qualified',
      typeVerified: true,
    })
    const [declared] = await readyInvestors(payload, 1, { investorType: 'qualified' })
    const project = await aRaisingProject(payload)
    const invest = (investor: typeof verified) =>
      createInvestment(payload, {
        investor: investor!,
        request: aBankTransfer(project.id, '50000'),
        idempotencyKey: aSubmissionKey(),
        client: aClient(),
      })
    await expect(invest(verified)).resolves.toMatchObject({ replayed: false })
    expect((await failureOf(invest(declared))).code).toBe('OVER_LEGAL_LIMIT')
  })

  it('lets the investor cancel until 48 hours before the raise ends, and not after', async () => {
    const [investor] = await readyInvestors(payload, 1)
    // The raise runs through 31 December 2031: it closes at midnight in Israel (22:00 UTC).
    const project = await aRaisingProject(payload, { endDate: '2031-12-31T10:00:00.000Z' })
    const pledge = async () =>
      (
        await createInvestment(payload, {
          investor: investor!,
          request: aBankTransfer(project.id, '1000'),
          idempotencyKey: aSubmissionKey(),
          client: aClient(),
        })
      ).investment.id
    const cancel = (investment: number, now: Date) =>
      changeInvestment(payload, {
        investor: investor!,
        update: { investment, cancel: true },
        client: aClient(),
        now,
      })
    const first = await pledge()
    await expect(cancel(first, new Date('2031-12-29T21:59:59Z'))).resolves.toMatchObject({
      investment: { status: 'cancelled' },
    })
    const second = await pledge()
    const refused = await failureOf(cancel(second, new Date('2031-12-29T22:00:00Z')))
    expect(refused.code).toBe('CHANGES_CLOSED')
    expect(refused.details).toMatchObject({ messageValues: { hours: 48 } })
    const kept = await payload.findByID({ collection: 'investments', id: second, depth: 0 })
    expect(kept.status).toBe('pending')
  })
})
