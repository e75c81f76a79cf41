import { describe, expect, it } from 'vitest'

import {
  interestsFormValues,
  interestsSectionPatch,
  investorTypeFormValues,
  investorTypeSectionPatch,
  personalFormValues,
  personalSectionPatch,
  type PersonalFormValues,
} from '@/domain/investors/profile-form'

const filled: PersonalFormValues = {
  firstName: 'Dana',
  lastName: 'Cohen',
  birthDate: '1985-04-12',
  citizenship: 'israeli',
  idNumber: '123456782',
  passportNumber: '',
  passportCountry: '',
  address: 'Herzl 1',
  city: 'Tel Aviv',
  zip: '6100000',
  sex: 'female',
  countryOfResidence: 'IL',
  publicOffice: 'no',
  publicOfficeDetails: 'left over',
  knowledgeLevel: 'good',
  experienceLevel: '2to5Years',
  education: 'master',
  linkedinUrl: '',
  facebookUrl: '',
  websiteUrl: '',
  investsThroughCompany: 'no',
  companyName: 'Acme',
  companyNumber: '',
  companyRole: '',
}

const nothingStored = { hasIdNumber: false, hasPassportNumber: false }

describe('personalSectionPatch', () => {
  it('turns the form into the update the API takes, answers as booleans, closed details cleared', () => {
    const result = personalSectionPatch(filled, nothingStored)
    expect(result).toEqual({
      ok: true,
      patch: expect.objectContaining({
        idNumber: '123456782',
        publicOffice: false,
        publicOfficeDetails: null,
        investsThroughCompany: false,
        companyName: null,
        linkedinUrl: null,
      }),
    })
    if (result.ok) expect(result.patch).not.toHaveProperty('passportNumber')
  })

  it('reports each wrong field with its Validation key', () => {
    const result = personalSectionPatch(
      {
        ...filled,
        firstName: 'D4na',
        birthDate: '2015-01-01',
        idNumber: '123456789',
        linkedinUrl: 'https://example.com/me',
        publicOffice: '',
      },
      nothingStored,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'nameLetters',
        birthDate: 'minor',
        idNumber: 'idNumberInvalid',
        linkedinUrl: 'linkedinUrlInvalid',
        publicOffice: 'required',
      },
    })
  })

  it('keeps a stored ID number when none is typed: not sent, not required', () => {
    const result = personalSectionPatch(
      { ...filled, idNumber: '' },
      { hasIdNumber: true, hasPassportNumber: false },
    )
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.patch).not.toHaveProperty('idNumber')
    expect(personalSectionPatch({ ...filled, idNumber: '' }, nothingStored)).toEqual({
      ok: false,
      errors: { idNumber: 'required' },
    })
  })

  it('asks someone else for the passport and its country, keeping a stored number', () => {
    const foreign = { ...filled, citizenship: 'us', idNumber: '123456782' }
    expect(personalSectionPatch(foreign, nothingStored)).toEqual({
      ok: false,
      errors: { passportNumber: 'required', passportCountry: 'required' },
    })
    const kept = personalSectionPatch(
      { ...foreign, passportCountry: 'US' },
      { hasIdNumber: false, hasPassportNumber: true },
    )
    expect(kept.ok).toBe(true)
    if (kept.ok) {
      expect(kept.patch).toMatchObject({ citizenship: 'us', passportCountry: 'US' })
      expect(kept.patch).not.toHaveProperty('passportNumber')
      expect(kept.patch).not.toHaveProperty('idNumber')
    }
  })

  it('needs the details behind a yes', () => {
    expect(
      personalSectionPatch(
        { ...filled, publicOffice: 'yes', publicOfficeDetails: '', investsThroughCompany: 'yes' },
        nothingStored,
      ),
    ).toEqual({
      ok: false,
      errors: {
        publicOfficeDetails: 'required',
        companyNumber: 'required',
        companyRole: 'required',
      },
    })
  })

  it('leaves the identity details out while compliance reviews them', () => {
    const result = personalSectionPatch(filled, { ...nothingStored, locked: true })
    expect(result.ok).toBe(true)
    if (result.ok) {
      for (const field of ['firstName', 'lastName', 'birthDate', 'citizenship', 'idNumber'])
        expect(result.patch).not.toHaveProperty(field)
      expect(result.patch).toMatchObject({ city: 'Tel Aviv' })
    }
  })

  it('fills the form from the stored profile, never with the masked numbers', () => {
    const values = personalFormValues({
      firstName: 'Dana',
      idNumber: '•••••6782',
      publicOffice: false,
      investsThroughCompany: null,
      interests: ['law'],
    })
    expect(values).toMatchObject({
      firstName: 'Dana',
      idNumber: '',
      publicOffice: 'no',
      investsThroughCompany: '',
      city: '',
    })
  })
})

describe('investorTypeSectionPatch', () => {
  it('sends a private investor’s bracket as a number', () => {
    expect(
      investorTypeSectionPatch({
        investorType: 'private',
        incomeBracket: '2',
        accountantConfirmation: false,
      }),
    ).toEqual({
      ok: true,
      patch: { investorType: 'private', incomeBracket: 2, accountantConfirmation: false },
    })
  })

  it('needs a type, and a bracket from a private investor', () => {
    expect(
      investorTypeSectionPatch({
        investorType: '',
        incomeBracket: '',
        accountantConfirmation: false,
      }),
    ).toEqual({ ok: false, errors: { investorType: 'required' } })
    expect(
      investorTypeSectionPatch({
        investorType: 'private',
        incomeBracket: '',
        accountantConfirmation: false,
      }),
    ).toEqual({ ok: false, errors: { incomeBracket: 'required' } })
  })

  it('leaves the stored bracket alone for another type', () => {
    expect(
      investorTypeSectionPatch({
        investorType: 'qualified',
        incomeBracket: '',
        accountantConfirmation: false,
      }),
    ).toEqual({ ok: true, patch: { investorType: 'qualified', accountantConfirmation: false } })
  })

  it('fills the forms from the stored profile', () => {
    expect(investorTypeFormValues({ investorType: 'private', incomeBracket: 3 })).toEqual({
      investorType: 'private',
      incomeBracket: '3',
      accountantConfirmation: false,
    })
    expect(investorTypeFormValues({})).toEqual({
      investorType: '',
      incomeBracket: '',
      accountantConfirmation: false,
    })
    expect(
      interestsFormValues({ interests: ['law', 'hightech', 'bogus'], newsletter: true }),
    ).toEqual({ interests: ['hightech', 'law'], newsletter: true })
  })
})

describe('interestsSectionPatch', () => {
  it('sends the chosen interests and the newsletter answer', () => {
    expect(interestsSectionPatch({ interests: ['law', 'medicine'], newsletter: true })).toEqual({
      ok: true,
      patch: { interests: ['law', 'medicine'], newsletter: true },
    })
    expect(interestsSectionPatch({ interests: [], newsletter: false })).toEqual({
      ok: true,
      patch: { interests: [], newsletter: false },
    })
  })

  it('takes a lone checked box as a list, and refuses an unknown interest', () => {
    const lone = { interests: 'law' as unknown as string[], newsletter: false }
    expect(interestsSectionPatch(lone)).toEqual({
      ok: true,
      patch: { interests: ['law'], newsletter: false },
    })
    expect(interestsSectionPatch({ interests: ['crypto'], newsletter: false })).toEqual({
      ok: false,
      errors: { interests: 'choiceInvalid' },
    })
  })
})
