import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkProposedMaximum } from '@/domain/companies/max-raise'
import { readCompanyRaiseLimits } from '@/server/companies/read-company-raise-limits'

import { testPayload } from '../support/payload'
import {
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

type Period = Record<string, unknown> & {
  effectiveFrom: string
  companyRaise: Record<string, number>
}

/** The global's periods as an editor's copy: without the stored rows' ids. */
const withoutIds = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (key, inner) => (key === 'id' ? undefined : inner)))

describe('the maximum raise per company in the Legal limits', () => {
  let payload: Payload
  let investor: Caller
  let editor: StaffCaller
  let compliance: StaffCaller
  let admin: StaffCaller
  let original: Period[]

  beforeAll(async () => {
    payload = await testPayload()
    investor = await investorCaller(payload, 'company-limits')
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
    admin = await staffCaller(payload, 'admin')
    const current = await restCall('GET', '/api/globals/legal-limits', { caller: compliance })
    original = withoutIds((await current.json()).periods)
  })

  afterAll(async () => {
    // Other files read the limits in force: leave them as they were.
    await restCall('POST', '/api/globals/legal-limits', {
      caller: admin,
      json: { periods: original },
    })
  })

  it('holds the regulation figures from the migration in every period, readable by anyone', async () => {
    const response = await restCall('GET', '/api/globals/legal-limits', { caller: anonymous })
    const { periods } = (await response.json()) as { periods: Period[] }
    const first = periods.find((period) => period.effectiveFrom === '2024-01-01')
    expect(first?.companyRaise).toEqual({
      baseMaximum: 4_000_000,
      innovationReportAddition: 1_000_000,
      leadingInvestorAddition: 1_000_000,
      ceiling: 6_000_000,
    })
    expect(await readCompanyRaiseLimits(payload, '2025-03-01')).toEqual({
      effectiveFrom: expect.any(String),
      baseMaximumMinor: 400_000_000,
      innovationReportAdditionMinor: 100_000_000,
      leadingInvestorAdditionMinor: 100_000_000,
      ceilingMinor: 600_000_000,
    })
  })

  it('keeps the figures as dated rows: a new period applies from its day', async () => {
    const last = original.at(-1)!
    const raised = {
      ...last,
      effectiveFrom: '2031-07-01',
      companyRaise: {
        baseMaximum: 4_200_000,
        innovationReportAddition: 1_100_000,
        leadingInvestorAddition: 1_000_000,
        ceiling: 6_300_000,
      },
    }
    const saved = await restCall('POST', '/api/globals/legal-limits', {
      caller: compliance,
      json: { periods: [...original, raised] },
    })
    expect(saved.status, await saved.clone().text()).toBe(200)

    const before = await readCompanyRaiseLimits(payload, '2031-06-30')
    const from = await readCompanyRaiseLimits(payload, new Date('2031-06-30T21:30:00Z'))
    expect(before.baseMaximumMinor).toBe(400_000_000)
    // 00:30 on 1 July in Israel: the new period's day.
    expect(from).toEqual({
      effectiveFrom: '2031-07-01',
      baseMaximumMinor: 420_000_000,
      innovationReportAdditionMinor: 110_000_000,
      leadingInvestorAdditionMinor: 100_000_000,
      ceilingMinor: 630_000_000,
    })
    const flags = { innovationOrSmeReport: true, leadingInvestor: true }
    const check = (limits: typeof from, proposedMaximumMinor: number) =>
      checkProposedMaximum({
        limits,
        flags,
        on: '2031-07-01',
        otherRaises: [],
        proposedMaximumMinor,
      })
    expect(check(before, 630_000_000).withinLimit).toBe(false)
    expect(check(from, 630_000_000).withinLimit).toBe(true)
  })

  it('is changed by compliance and administrators only', async () => {
    const changed = {
      periods: [
        ...original,
        {
          ...original.at(-1)!,
          effectiveFrom: '2032-01-01',
          companyRaise: { ...original.at(-1)!.companyRaise, baseMaximum: 1 },
        },
      ],
    }
    for (const caller of [anonymous, investor, editor]) {
      const refused = await restCall('POST', '/api/globals/legal-limits', { caller, json: changed })
      expect(refused.status, caller.name).toBeGreaterThanOrEqual(401)
      expect(refused.status, caller.name).toBeLessThan(500)
    }
    expect((await readCompanyRaiseLimits(payload, '2032-06-01')).baseMaximumMinor).not.toBe(100)

    const byAdmin = await restCall('POST', '/api/globals/legal-limits', {
      caller: admin,
      json: changed,
    })
    expect(byAdmin.status, await byAdmin.clone().text()).toBe(200)
    expect((await readCompanyRaiseLimits(payload, '2032-06-01')).baseMaximumMinor).toBe(100)
  })

  it('refuses figures the rule could not read: a ceiling below the base, a fraction of a shekel', async () => {
    const last = original.at(-1)!
    for (const companyRaise of [
      { ...last.companyRaise, ceiling: 3_000_000 },
      { ...last.companyRaise, leadingInvestorAddition: 1_000_000.5 },
    ]) {
      const refused = await restCall('POST', '/api/globals/legal-limits', {
        caller: compliance,
        json: { periods: [...original, { ...last, effectiveFrom: '2033-01-01', companyRaise }] },
      })
      expect(refused.status).toBe(400)
    }
    expect((await readCompanyRaiseLimits(payload, '2033-06-01')).effectiveFrom).not.toBe(
      '2033-01-01',
    )
  })
})
