import { describe, expect, it } from 'vitest'

import {
  missingIdentityDocuments,
  missingInvestorTypeItems,
  missingPersonalFields,
  profileCompleteness,
  requiredIdentityDocuments,
  type CompletenessInput,
} from '@/domain/investors/profile-completeness'

const personal = {
  firstName: 'Dana',
  lastName: 'Cohen',
  birthDate: '1985-04-12',
  citizenship: 'israeli',
  sex: 'female',
  countryOfResidence: 'IL',
  address: 'Herzl 1',
  city: 'Tel Aviv',
  zip: '6100000',
  knowledgeLevel: 'good',
  experienceLevel: 'none',
  education: 'master',
  publicOffice: false,
  investsThroughCompany: false,
}

const complete: CompletenessInput = {
  fields: { ...personal, investorType: 'private', incomeBracket: 2, accountantConfirmation: false },
  hasIdNumber: true,
  hasPassportNumber: false,
  documents: ['id-card', 'id-appendix'],
  selfieRequired: false,
  kycStatus: 'approved',
}

describe('profileCompleteness', () => {
  it('is complete when every step is done and the identity check approved', () => {
    expect(profileCompleteness(complete)).toEqual({ missing: [], next: null, percent: 100 })
  })

  it('leads to the first missing step, in the page order', () => {
    const result = profileCompleteness({
      ...complete,
      fields: {},
      documents: [],
      kycStatus: 'not_started',
    })
    expect(result).toEqual({
      missing: ['personal', 'documents', 'investorType', 'identityCheck'],
      next: 'personal',
      percent: 0,
    })
  })

  it('asks an Israeli for the ID number, anyone else for the passport', () => {
    expect(profileCompleteness({ ...complete, hasIdNumber: false }).missing).toContain('personal')
    const foreign = { ...complete, fields: { ...complete.fields, citizenship: 'other' } }
    expect(profileCompleteness({ ...foreign, documents: ['passport'] }).missing).toContain(
      'personal',
    )
    expect(
      profileCompleteness({ ...foreign, hasPassportNumber: true, documents: ['passport'] }).missing,
    ).toEqual([])
  })

  it('needs the public office details and the company details when they apply', () => {
    const pep = { ...complete, fields: { ...complete.fields, publicOffice: true } }
    expect(profileCompleteness(pep).missing).toEqual(['personal'])
    const company = {
      ...complete,
      fields: { ...complete.fields, investsThroughCompany: true, companyName: 'Acme' },
    }
    expect(profileCompleteness(company).missing).toEqual(['personal'])
  })

  it('needs the selfie only when the settings ask for it', () => {
    expect(requiredIdentityDocuments('israeli', true)).toEqual(['id-card', 'id-appendix', 'selfie'])
    expect(profileCompleteness({ ...complete, selfieRequired: true }).missing).toEqual([
      'documents',
    ])
  })

  it('needs a bracket from a private investor, a proof from any other type', () => {
    const noBracket = { ...complete, fields: { ...complete.fields, incomeBracket: null } }
    expect(profileCompleteness(noBracket).missing).toEqual(['investorType'])
    const confirmed = { ...complete, fields: { ...complete.fields, accountantConfirmation: true } }
    expect(profileCompleteness(confirmed).missing).toEqual(['investorType'])
    expect(
      profileCompleteness({
        ...confirmed,
        documents: [...complete.documents, 'accountant-confirmation'],
      }).missing,
    ).toEqual([])
    const qualified = { ...complete, fields: { ...complete.fields, investorType: 'qualified' } }
    expect(profileCompleteness(qualified).missing).toEqual(['investorType'])
    expect(
      profileCompleteness({ ...qualified, documents: [...complete.documents, 'type-proof'] })
        .missing,
    ).toEqual([])
  })

  it('counts the identity check done only once approved', () => {
    for (const kycStatus of [
      'not_started',
      'submitted',
      'rejected',
      'more_info_requested',
    ] as const)
      expect(profileCompleteness({ ...complete, kycStatus }).missing).toEqual(['identityCheck'])
  })

  it('names each missing personal detail, in the form order', () => {
    expect(missingPersonalFields(complete)).toEqual([])
    expect(missingPersonalFields({ ...complete, fields: {} })).toEqual([
      'firstName',
      'lastName',
      'birthDate',
      'citizenship',
      'sex',
      'countryOfResidence',
      'address',
      'city',
      'zip',
      'knowledgeLevel',
      'experienceLevel',
      'education',
    ])
    expect(missingPersonalFields({ ...complete, hasIdNumber: false })).toEqual(['idNumber'])
    const us = { ...complete, fields: { ...complete.fields, citizenship: 'us' } }
    expect(missingPersonalFields(us)).toEqual(['passportNumber'])
    expect(
      missingPersonalFields({
        ...complete,
        fields: {
          ...complete.fields,
          publicOffice: true,
          investsThroughCompany: true,
          companyName: 'Acme',
        },
      }),
    ).toEqual(['publicOfficeDetails', 'companyNumber', 'companyRole'])
  })

  it('names the identity documents not uploaded yet', () => {
    expect(missingIdentityDocuments({ ...complete, documents: ['id-card'] })).toEqual([
      'id-appendix',
    ])
    const foreign = { ...complete, fields: { citizenship: 'other' }, selfieRequired: true }
    expect(missingIdentityDocuments({ ...foreign, documents: ['id-card'] })).toEqual([
      'passport',
      'selfie',
    ])
  })

  it('names what the investor type still needs', () => {
    expect(missingInvestorTypeItems({ fields: {}, documents: [] })).toEqual(['investorType'])
    expect(
      missingInvestorTypeItems({
        fields: { investorType: 'private', accountantConfirmation: true },
        documents: [],
      }),
    ).toEqual(['incomeBracket', 'accountantConfirmation'])
    expect(
      missingInvestorTypeItems({ fields: { investorType: 'angel' }, documents: ['type-proof'] }),
    ).toEqual([])
    expect(
      missingInvestorTypeItems({ fields: { investorType: 'leading' }, documents: [] }),
    ).toEqual(['typeProof'])
  })
})
