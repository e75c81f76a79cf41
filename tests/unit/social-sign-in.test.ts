import { describe, expect, it } from 'vitest'

import {
  decideSocialSignIn,
  readProviderProfile,
  returnPathWithNotice,
  type ProviderProfile,
} from '@/domain/auth/social-sign-in'

describe('readProviderProfile', () => {
  it('reads OpenID Connect claims from Google, trusting only its own email_verified', () => {
    expect(
      readProviderProfile('google', {
        sub: '1057',
        email: 'Dana@Example.com',
        email_verified: true,
        name: 'Dana',
      }),
    ).toEqual({ subject: '1057', email: 'dana@example.com', emailVerified: true, name: 'Dana' })
    expect(
      readProviderProfile('google', { sub: '1057', email: 'd@example.com', email_verified: false })
        ?.emailVerified,
    ).toBe(false)
    expect(
      readProviderProfile('google', { sub: '1057', email: 'd@example.com', email_verified: 'true' })
        ?.emailVerified,
    ).toBe(true)
  })

  it("reads the Graph API's fields from Facebook, whose e-mail is never counted as verified", () => {
    expect(
      readProviderProfile('facebook', {
        id: '99',
        email: 'n@example.com',
        email_verified: true,
        name: 'N',
      }),
    ).toEqual({ subject: '99', email: 'n@example.com', emailVerified: false, name: 'N' })
  })

  it('names nobody without a subject, and no e-mail is not a verified one', () => {
    expect(readProviderProfile('google', { email: 'x@example.com' })).toBeNull()
    expect(readProviderProfile('facebook', { sub: 'not-the-facebook-field' })).toBeNull()
    expect(readProviderProfile('google', null)).toBeNull()
    expect(readProviderProfile('google', { sub: '1', email_verified: true })).toEqual({
      subject: '1',
      email: null,
      emailVerified: false,
      name: null,
    })
  })
})

describe('decideSocialSignIn', () => {
  const profile = (change: Partial<ProviderProfile> = {}): ProviderProfile => ({
    subject: 's',
    email: 'a@example.com',
    emailVerified: true,
    name: 'A',
    ...change,
  })

  it('signs in the account linked to the subject, whatever the e-mail says', () => {
    expect(
      decideSocialSignIn({ linkedInvestorId: 7, emailOwnerId: 9, profile: profile() }),
    ).toEqual({ kind: 'signIn', investorId: 7 })
  })

  it('joins the account with the e-mail only when the provider verified it', () => {
    expect(
      decideSocialSignIn({ linkedInvestorId: null, emailOwnerId: 9, profile: profile() }),
    ).toEqual({ kind: 'link', investorId: 9 })
    expect(
      decideSocialSignIn({
        linkedInvestorId: null,
        emailOwnerId: 9,
        profile: profile({ emailVerified: false }),
      }),
    ).toEqual({ kind: 'refuse', reason: 'emailTaken' })
  })

  it('opens a new account for a new e-mail, and needs an e-mail to do so', () => {
    expect(
      decideSocialSignIn({ linkedInvestorId: null, emailOwnerId: null, profile: profile() }),
    ).toEqual({ kind: 'create' })
    expect(
      decideSocialSignIn({
        linkedInvestorId: null,
        emailOwnerId: null,
        profile: profile({ email: null, emailVerified: false }),
      }),
    ).toEqual({ kind: 'refuse', reason: 'noEmail' })
  })
})

describe('returnPathWithNotice', () => {
  it('adds the notice to the query, before any hash', () => {
    expect(returnPathWithNotice('/policy/privacy', 'failed')).toBe('/policy/privacy?social=failed')
    expect(returnPathWithNotice('/blog?page=2#top', 'locked')).toBe(
      '/blog?page=2&social=locked#top',
    )
    expect(returnPathWithNotice('/', null)).toBe('/')
  })
})
