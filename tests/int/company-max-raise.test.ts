import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isValidCompanyNumber } from '@/domain/identity/company-number'

import { companyCaller } from '../support/company-inquiry'
import { aRaisingProject } from '../support/investing'
import { testPayload } from '../support/payload'
import { staffCaller, type StaffCaller } from '../support/rest'

/**
 * The 12-month maximum raise per company (*Legal limits*: NIS 4M, +1M with a leading investor,
 * +1M with an Innovation Authority report, at most 6M), checked when staff set a project's
 * maximum, counting the company's other raises by its number, whichever account made them.
 */
describe('the company maximum raise, as staff set a project’s maximum', () => {
  let payload: Payload
  let editor: StaffCaller
  let projectId: number

  /** An editor's save of the project (as the admin's form sends it): 200, or 400 and why. */
  async function setMaximum(data: Record<string, unknown>, id = projectId) {
    const user = await payload.findByID({ collection: 'users', id: editor.id, depth: 0 })
    try {
      await payload.update({
        collection: 'projects',
        id,
        data,
        draft: true,
        overrideAccess: false,
        user: { ...user, collection: 'users' },
        context: { disableRevalidate: true },
      })
      return { status: 200, message: '' }
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return { status: error.status, message: JSON.stringify(error.data) }
    }
  }

  beforeAll(async () => {
    payload = await testPayload()
    editor = await staffCaller(payload, 'editor')
    // Two accounts of one company (the number is not unique across accounts).
    // A registrar number of its own (8 digits and the check digit), so no other test's counts.
    const base = `5${String(Date.now()).slice(-7)}`
    const check = [...Array(10).keys()].find((digit) => isValidCompanyNumber(`${base}${digit}`))
    const number = `${base}${check}`
    const first = await companyCaller(payload, 'max-raise-first')
    const second = await companyCaller(payload, 'max-raise-second')
    for (const account of [first, second])
      await payload.update({
        collection: 'investors',
        id: account.id,
        data: { companyNumber: number, companyName: 'Limit Ltd' },
      })
    // Raising now: NIS 3M of the company's 12 months.
    await aRaisingProject(payload, { company: first.id, maximumRaise: 3_000_000_00 })
    // In approval, under the second account: NIS 1M fits what is left.
    projectId = (
      await aRaisingProject(payload, {
        company: second.id,
        status: 'approval',
        minimumRaise: 100_000_00,
        maximumRaise: 1_000_000_00,
      })
    ).id
  })

  it('refuses a maximum past what is left of the company’s NIS 4M, naming what is', async () => {
    const refused = await setMaximum({ maximumRaise: 1_500_000_00 })
    expect(refused.status).toBe(400)
    const body = refused.message
    expect(body).toContain('1,000,000')
    expect(body).toContain('3,000,000')
    const stored = await payload.findByID({ collection: 'projects', id: projectId, draft: true })
    expect(stored.maximumRaise).toBe(1_000_000_00)
  })

  it('lifts the limit by the project’s additions, never past the ceiling', async () => {
    const withLeader = await setMaximum({
      maximumRaise: 2_000_000_00,
      leadingInvestorTakesPart: true,
    })
    expect(withLeader.status).toBe(200)
    const pastWithOne = await setMaximum({ maximumRaise: 2_000_000_01 })
    expect(pastWithOne.status).toBe(400)
    const withBoth = await setMaximum({
      maximumRaise: 3_000_000_00,
      innovationOrSmeReport: true,
    })
    expect(withBoth.status).toBe(200)
    // 4M + 1M + 1M = 6M, the ceiling: 3M of it raised elsewhere.
    expect((await setMaximum({ maximumRaise: 3_000_000_01 })).status).toBe(400)
  })

  it('leaves projects of no company alone', async () => {
    const { id } = await aRaisingProject(payload, { status: 'approval' })
    expect((await setMaximum({ maximumRaise: 9_000_000_00 }, id)).status).toBe(200)
  })
})
