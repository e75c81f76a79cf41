import { describe, expect, it } from 'vitest'

import {
  nextStepAfterLogin,
  nextStepAfterPhoneVerification,
  nextStepAfterRegistration,
  pathAfterActivation,
  type NavigationState,
  type SignedInAccount,
} from '@/domain/auth/after-sign-in'

const confirmed: SignedInAccount = {
  requiresPhoneVerification: false,
  emailVerified: true,
  accountKind: 'investor',
}
const nowhere: NavigationState = { previousPath: null, authSource: null, project: null }
const investing = (amount: number, price: number): NavigationState => ({
  previousPath: '/investment_opportunities/solar',
  authSource: 'investment',
  project: { alias: 'solar', amount, price },
})

describe('after login (spec 4, in order)', () => {
  it('1. phone verification comes before everything', () => {
    expect(
      nextStepAfterLogin(
        { ...confirmed, requiresPhoneVerification: true, emailVerified: false },
        investing(1, 1),
      ),
    ).toEqual({ kind: 'verifyPhone' })
  })

  it('2. an unconfirmed e-mail goes home, remembering the project of a project or investment flow', () => {
    const unconfirmed = { ...confirmed, emailVerified: false }
    expect(nextStepAfterLogin(unconfirmed, investing(5000, 10))).toEqual({
      kind: 'awaitActivation',
      returnToProject: 'solar',
    })
    expect(nextStepAfterLogin(unconfirmed, { ...investing(0, 0), authSource: 'project' })).toEqual({
      kind: 'awaitActivation',
      returnToProject: 'solar',
    })
    expect(nextStepAfterLogin(unconfirmed, nowhere)).toEqual({
      kind: 'awaitActivation',
      returnToProject: null,
    })
  })

  it('3. an investment flow goes to the invest page when amount and price are both above 0', () => {
    expect(nextStepAfterLogin(confirmed, investing(5000, 10))).toEqual({
      kind: 'go',
      path: '/invest/solar',
    })
    expect(nextStepAfterLogin(confirmed, investing(5000, 0))).toEqual({
      kind: 'go',
      path: '/investment_opportunities/solar',
    })
    expect(nextStepAfterLogin(confirmed, investing(0, 10))).toEqual({
      kind: 'go',
      path: '/investment_opportunities/solar',
    })
  })

  it('warns a company account that tries to invest', () => {
    expect(
      nextStepAfterLogin({ ...confirmed, accountKind: 'company' }, investing(5000, 10)),
    ).toEqual({
      kind: 'accountKindWarning',
    })
  })

  it('4. otherwise back to the previous route, or stay', () => {
    expect(nextStepAfterLogin(confirmed, { ...nowhere, previousPath: '/blog?page=2' })).toEqual({
      kind: 'go',
      path: '/blog?page=2',
    })
    expect(nextStepAfterLogin(confirmed, nowhere)).toEqual({ kind: 'stay' })
  })

  it('never returns to a foreign site', () => {
    expect(nextStepAfterLogin(confirmed, { ...nowhere, previousPath: '//evil.example/x' })).toEqual(
      {
        kind: 'go',
        path: '/',
      },
    )
  })
})

describe('after registration', () => {
  it('goes to the project page (not the invest page) from an investment flow', () => {
    expect(nextStepAfterRegistration(confirmed, investing(5000, 10))).toEqual({
      kind: 'go',
      path: '/investment_opportunities/solar',
    })
  })

  it('asks for phone verification first, then waits for activation', () => {
    expect(
      nextStepAfterRegistration({ ...confirmed, requiresPhoneVerification: true }, nowhere),
    ).toEqual({
      kind: 'verifyPhone',
    })
    expect(nextStepAfterRegistration({ ...confirmed, emailVerified: false }, nowhere)).toEqual({
      kind: 'awaitActivation',
      returnToProject: null,
    })
  })
})

describe('after activation', () => {
  it('goes to the remembered project, else home', () => {
    expect(pathAfterActivation('green tower')).toBe('/investment_opportunities/green%20tower')
    expect(pathAfterActivation(null)).toBe('/')
  })
})

describe('after phone verification (spec 4, OTP)', () => {
  it('continues an investment: the invest page once amount and price are chosen, flagged as under way', () => {
    expect(nextStepAfterPhoneVerification(confirmed, investing(5000, 10))).toEqual({
      kind: 'go',
      path: '/invest/solar',
      investmentProcess: true,
    })
    expect(nextStepAfterPhoneVerification(confirmed, investing(5000, 0))).toEqual({
      kind: 'go',
      path: '/investment_opportunities/solar',
      investmentProcess: true,
    })
  })

  it('goes home without an investment source, even when opened from a project page', () => {
    expect(nextStepAfterPhoneVerification(confirmed, nowhere)).toEqual({ kind: 'go', path: '/' })
    expect(
      nextStepAfterPhoneVerification(confirmed, { ...investing(5000, 10), authSource: 'project' }),
    ).toEqual({ kind: 'go', path: '/' })
  })

  it('an unconfirmed e-mail still waits for activation, remembering the project', () => {
    expect(
      nextStepAfterPhoneVerification(
        { emailVerified: false, accountKind: 'investor' },
        investing(5000, 10),
      ),
    ).toEqual({
      kind: 'awaitActivation',
      returnToProject: 'solar',
    })
  })
})

describe('a capital-raising company (issue 18)', () => {
  const company: SignedInAccount = { ...confirmed, accountKind: 'company' }
  const unconfirmedCompany: SignedInAccount = { ...company, emailVerified: false }

  it('goes to its application after login, registration and the phone code', () => {
    const elsewhere = { ...nowhere, previousPath: '/blog?page=2' }
    const inquiry = { kind: 'go', path: '/recruitment/inquiry' }
    expect(nextStepAfterLogin(company, elsewhere)).toEqual(inquiry)
    expect(nextStepAfterRegistration(company, elsewhere)).toEqual(inquiry)
    expect(nextStepAfterRegistration(company, investing(5000, 10))).toEqual(inquiry)
    expect(nextStepAfterPhoneVerification(company, investing(5000, 10))).toEqual(inquiry)
  })

  it('waits for its e-mail confirmation at its application, remembering no project', () => {
    const waiting = {
      kind: 'awaitActivation',
      returnToProject: null,
      path: '/recruitment/inquiry',
    }
    expect(nextStepAfterLogin(unconfirmedCompany, investing(5000, 10))).toEqual(waiting)
    expect(nextStepAfterRegistration(unconfirmedCompany, investing(5000, 10))).toEqual(waiting)
    expect(nextStepAfterPhoneVerification(unconfirmedCompany, investing(5000, 10))).toEqual(waiting)
  })

  it('still needs the phone code first, like any account', () => {
    expect(
      nextStepAfterRegistration(
        { ...unconfirmedCompany, requiresPhoneVerification: true },
        nowhere,
      ),
    ).toEqual({ kind: 'verifyPhone' })
  })

  it('goes to its application once its e-mail is confirmed, whatever project was remembered', () => {
    expect(pathAfterActivation('green tower', 'company')).toBe('/recruitment/inquiry')
    expect(pathAfterActivation(null, 'company')).toBe('/recruitment/inquiry')
    expect(pathAfterActivation(null, 'investor')).toBe('/')
  })
})
