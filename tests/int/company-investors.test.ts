import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { AppError } from '@/server/errors/app-error'
import { operationContext } from '@/server/companies/open-inquiry'
import { readProjectInvestors } from '@/server/companies/read-project-investors'
import { sqlDatabase } from '@/server/db/sql-database'
import { withTransaction } from '@/server/db/with-transaction'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { writeProjectStatus } from '@/server/investments/raise/write-project-status'

import { companyCaller } from '../support/company-inquiry'
import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'

// Outside Next there is no page cache to expire.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))

const client = { ip: '127.0.0.1', userAgent: 'test', locale: 'en' as const }

/**
 * The company's list of its investors (its page): its own project only, after the raise
 * succeeded only, with names and holdings of the approved investments.
 */
describe('the investors a company sees', () => {
  let payload: Payload
  let projectId: number
  let companyId: number
  const account = async (id: number) =>
    (await payload.findByID({ collection: 'investors', id, depth: 0 })) as never

  beforeAll(async () => {
    payload = await testPayload()
    const company = await companyCaller(payload, 'investors-company')
    companyId = company.id
    const project = await aRaisingProject(payload, { company: company.id })
    projectId = project.id
    const now = new Date().toISOString()
    await payload.create({
      collection: 'company-inquiries',
      data: {
        owner: company.id,
        status: 'approved',
        submittedAt: now,
        declarationAcceptedAt: now,
        project: project.id,
      },
      overrideAccess: true,
      context: operationContext,
    })
    const investors = await readyInvestors(payload, 3)
    const db = sqlDatabase(payload)
    for (const [index, investor] of investors.entries()) {
      const { investment } = await createInvestment(payload, {
        investor,
        request: aBankTransfer(project.alias, String(1000 * (index + 1))),
        idempotencyKey: aSubmissionKey(),
        client,
      })
      // The first two paid and approved at the close; the third never paid.
      if (index < 2)
        await db.execute(sql`
          update investments set status = 'approved', payment_state = 'paid', paid_at = now()
           where id = ${investment.id}`)
      await db.execute(sql`
        update investor_profiles set full_name = ${`Investor ${index + 1}`}
         where investor_id = ${investor.id}`)
    }
  })

  it('shows none while the raise is open', async () => {
    expect(await readProjectInvestors(payload, await account(companyId), projectId, 'en')).toEqual(
      [],
    )
  })

  it('lists the approved investments’ names and holdings once the raise succeeded', async () => {
    await withTransaction(payload, (transaction) =>
      writeProjectStatus(transaction, { projectId, from: 'raising', to: 'success_finished' }),
    )
    const list = await readProjectInvestors(payload, await account(companyId), projectId, 'en')
    expect(list).toEqual([
      expect.objectContaining({ name: 'Investor 1', amountMinor: 1000_00, currency: 'ILS' }),
      expect.objectContaining({ name: 'Investor 2', amountMinor: 2000_00, currency: 'ILS' }),
    ])
    expect(JSON.stringify(list)).not.toMatch(/identity|number/i)
  })

  it('answers another company as if the project were not there', async () => {
    const other = await companyCaller(payload, 'investors-other-company')
    await expect(
      readProjectInvestors(payload, await account(other.id), projectId, 'en'),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'NOT_FOUND')
  })
})
