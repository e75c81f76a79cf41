import { describe, expect, it } from 'vitest'

import { listOwnInvestmentsInProjectRoute } from '@/contracts/investments'
import { routePath } from '@/contracts/route-contract'

describe('routePath', () => {
  it('fills in a contract’s path parameters', () => {
    expect(routePath(listOwnInvestmentsInProjectRoute, { alias: 'solar-grid' })).toBe(
      '/api/catalog/investor/projects/solar-grid/investments',
    )
  })

  it('refuses a parameter its pattern does not allow, or a missing one', () => {
    expect(() => routePath(listOwnInvestmentsInProjectRoute, { alias: '../admin' })).toThrow(
      /bad path parameter alias/,
    )
    expect(() => routePath(listOwnInvestmentsInProjectRoute, {})).toThrow(/alias/)
  })
})
