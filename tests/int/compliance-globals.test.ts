import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { limitsInForce } from '@/domain/investors/legal-limits'
import { periodFromConfig } from '@/domain/investors/legal-limits-config'

import { testPayload } from '../support/payload'
import {
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

describe('the Legal limits and Identity check settings', () => {
  let payload: Payload
  let investor: Caller
  let editor: StaffCaller
  let compliance: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    investor = await investorCaller(payload, 'globals')
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
  })

  it('holds the current caps from the migration, readable by anyone', async () => {
    const response = await restCall('GET', '/api/globals/legal-limits', { caller: anonymous })
    expect(response.status).toBe(200)
    const { periods } = await response.json()
    const period = limitsInForce(periods.map(periodFromConfig), '2026-11-25')
    expect(period?.withoutAccountantAnnualCapMinor).toBe(1_000_000)
    expect(period?.incomeBrackets.map((bracket) => bracket.perOfferCapMinor)).toEqual([
      1_162_500,
      3_487_500,
      11_626_000,
      null,
    ])
  })

  it('is changed by compliance only, and refuses brackets the caps could not read', async () => {
    const current = await (
      await restCall('GET', '/api/globals/legal-limits', { caller: compliance })
    ).json()
    // The period as an editor's copy: without the stored rows' ids.
    const copy = JSON.parse(
      JSON.stringify(current.periods[0], (key, value) => (key === 'id' ? undefined : value)),
    )
    const changed = {
      periods: [copy, { ...copy, effectiveFrom: '2027-01-01', withoutAccountantAnnualCap: 11_000 }],
    }
    for (const caller of [anonymous, investor, editor]) {
      const refused = await restCall('POST', '/api/globals/legal-limits', { caller, json: changed })
      expect(refused.status, caller.name).toBeGreaterThanOrEqual(401)
      expect(refused.status, caller.name).toBeLessThan(500)
    }
    const brackets = copy.incomeBrackets
    const unordered = {
      periods: [
        {
          ...changed.periods[1],
          incomeBrackets: [brackets[1], brackets[0], brackets[2], brackets[3]],
        },
      ],
    }
    const invalid = await restCall('POST', '/api/globals/legal-limits', {
      caller: compliance,
      json: unordered,
    })
    expect(invalid.status).toBe(400)

    const saved = await restCall('POST', '/api/globals/legal-limits', {
      caller: compliance,
      json: changed,
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const stored = await payload.findGlobal({ slug: 'legal-limits' })
    const periods = (stored.periods ?? []).map(periodFromConfig)
    expect(limitsInForce(periods, '2026-12-31')?.withoutAccountantAnnualCapMinor).toBe(1_000_000)
    expect(limitsInForce(periods, '2027-01-01')?.withoutAccountantAnnualCapMinor).toBe(1_100_000)
  })

  it('keeps the identity-check settings to compliance and administrators', async () => {
    for (const caller of [anonymous, investor, editor]) {
      const response = await restCall('GET', '/api/globals/identity-check', { caller })
      expect(response.status, caller.name).toBe(403)
    }
    const response = await restCall('GET', '/api/globals/identity-check', { caller: compliance })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ selfieRequired: false, maxDocumentMegabytes: 10 })
  })

  it('offers no versions of investor records and no GraphQL', async () => {
    for (const caller of [anonymous, investor, editor, compliance]) {
      for (const path of ['/api/investor-profiles/versions', '/api/investor-documents/versions']) {
        const response = await restCall('GET', path, { caller })
        expect(response.status, `${caller.name} ${path}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${caller.name} ${path}`).toBeLessThan(500)
      }
    }
  })
})
