import { describe, expect, it } from 'vitest'

import { projectStatuses } from '@/domain/projects/project-status'
import {
  offersRaiseAlert,
  raiseAlertRefusal,
  raiseOpenedPath,
} from '@/domain/projects/raise-alert-rules'

describe('asking to be told when a raise opens', () => {
  it('is allowed to an investor on a coming project only', () => {
    expect(raiseAlertRefusal({ status: 'coming', accountKind: 'investor' })).toBeNull()
    // Accounts made before the field had a value are investors.
    expect(raiseAlertRefusal({ status: 'coming', accountKind: null })).toBeNull()
    for (const status of projectStatuses.filter((each) => each !== 'coming'))
      expect(raiseAlertRefusal({ status, accountKind: 'investor' })).toBe('RAISE_ALERT_CLOSED')
  })

  it('refuses a company account, whatever the status', () => {
    expect(raiseAlertRefusal({ status: 'coming', accountKind: 'company' })).toBe('COMPANY_ACCOUNT')
    expect(raiseAlertRefusal({ status: 'raising', accountKind: 'company' })).toBe('COMPANY_ACCOUNT')
  })

  it('is offered on the page of a coming project only', () => {
    expect(projectStatuses.filter(offersRaiseAlert)).toEqual(['coming'])
  })

  it('links the e-mail to the invest page, the alias escaped', () => {
    expect(raiseOpenedPath('solar-roof')).toBe('/invest/solar-roof')
    expect(raiseOpenedPath('a b')).toBe('/invest/a%20b')
  })
})
