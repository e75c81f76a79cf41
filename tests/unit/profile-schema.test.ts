import { describe, expect, it } from 'vitest'

import en from '@messages/en.json'
import he from '@messages/he.json'

import {
  personalSectionSchema,
  profileConsistencyIssues,
  profileMessageKeys,
  profileSchemas,
} from '@/domain/investors/profile-schema'

const today = '2025-06-15'
const schemas = profileSchemas(() => today)
const { profileUpdateSchema, investorTypeSectionSchema, interestsSectionSchema } = schemas
const personal = schemas.personalSectionSchema

const israeli = {
  firstName: 'דנה',
  lastName: 'כהן',
  birthDate: '1990-03-10',
  citizenship: 'israeli',
  idNumber: '123456782',
  address: 'הרצל 10',
  city: 'תל אביב',
  zip: '6100101',
  sex: 'female',
  countryOfResidence: 'IL',
  publicOffice: false,
  knowledgeLevel: 'basic',
  experienceLevel: 'upTo2Years',
  education: 'bachelor',
  investsThroughCompany: false,
}

const foreigner = {
  ...israeli,
  firstName: 'Dana',
  lastName: 'Cohen',
  citizenship: 'us',
  idNumber: undefined,
  passportNumber: 'a1234567',
  passportCountry: 'us',
  countryOfResidence: 'US',
  zip: '10001',
}

/** The first message key the schema gives each failing field (what the form shows). */
function errorsOf(schema: { safeParse: (v: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] }
  }
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message
  return errors
}

const updateErrors = (update: unknown) => errorsOf(profileUpdateSchema, update)
const parsed = (update: Record<string, unknown>) => profileUpdateSchema.parse(update)

describe('personal section', () => {
  it('accepts an Israeli with an ID number and a foreigner with a passport', () => {
    expect(errorsOf(personal, israeli)).toEqual({})
    expect(errorsOf(personal, foreigner)).toEqual({})
  })

  it('normalizes what it stores', () => {
    expect(personal.parse({ ...israeli, idNumber: '12345674' }).idNumber).toBe('012345674')
    const parsedForeigner = personal.parse({ ...foreigner, websiteUrl: '' })
    expect(parsedForeigner).toMatchObject({
      passportNumber: 'A1234567',
      passportCountry: 'US',
      websiteUrl: null,
    })
  })

  it('says "cannot be empty" for every missing field', () => {
    expect(errorsOf(personal, {})).toEqual({
      firstName: 'required',
      lastName: 'required',
      birthDate: 'required',
      citizenship: 'required',
      address: 'required',
      city: 'required',
      zip: 'required',
      sex: 'required',
      countryOfResidence: 'required',
      publicOffice: 'required',
      knowledgeLevel: 'required',
      experienceLevel: 'required',
      education: 'required',
      investsThroughCompany: 'required',
    })
  })

  it('needs an ID number from an Israeli, not a passport', () => {
    const { idNumber: _, ...withoutId } = israeli
    expect(errorsOf(personal, withoutId)).toEqual({ idNumber: 'required' })
    expect(errorsOf(personal, { ...israeli, idNumber: '' })).toEqual({ idNumber: 'required' })
    expect(errorsOf(personal, { ...israeli, idNumber: '123456789' })).toEqual({
      idNumber: 'idNumberInvalid',
    })
  })

  it('needs a passport and its country from anyone else, an ID number optional', () => {
    expect(
      errorsOf(personal, { ...foreigner, passportNumber: undefined, passportCountry: '' }),
    ).toEqual({ passportNumber: 'required', passportCountry: 'required' })
    expect(errorsOf(personal, { ...foreigner, citizenship: 'other' })).toEqual({})
    expect(errorsOf(personal, { ...foreigner, idNumber: '123456782' })).toEqual({})
  })

  it('needs details from a person in public office', () => {
    expect(errorsOf(personal, { ...israeli, publicOffice: true })).toEqual({
      publicOfficeDetails: 'required',
    })
    expect(
      errorsOf(personal, { ...israeli, publicOffice: true, publicOfficeDetails: 'שר' }),
    ).toEqual({ publicOfficeDetails: 'detailsMin' })
    expect(
      errorsOf(personal, {
        ...israeli,
        publicOffice: true,
        publicOfficeDetails: 'אחי חבר מועצת העיר',
      }),
    ).toEqual({})
  })

  it('needs the company of someone investing through one', () => {
    expect(errorsOf(personal, { ...israeli, investsThroughCompany: true })).toEqual({
      companyName: 'required',
      companyNumber: 'required',
      companyRole: 'required',
    })
    const company = { companyName: 'דנה השקעות בע"מ', companyRole: 'מנכ"לית' }
    expect(
      errorsOf(personal, {
        ...israeli,
        ...company,
        investsThroughCompany: true,
        companyNumber: '51-234567-9',
      }),
    ).toEqual({})
    expect(
      errorsOf(personal, {
        ...israeli,
        ...company,
        investsThroughCompany: true,
        companyNumber: '123456782',
      }),
    ).toEqual({ companyNumber: 'companyNumberInvalid' })
  })

  it('reports the rules between fields together with the fields’ own errors', () => {
    expect(
      errorsOf(personal, { ...israeli, firstName: 'D4na', idNumber: '', publicOffice: true }),
    ).toEqual({
      firstName: 'nameLetters',
      idNumber: 'required',
      publicOfficeDetails: 'required',
    })
  })

  it('has default instances on the real date in Israel', () => {
    expect(errorsOf(personalSectionSchema, israeli)).toEqual({})
    expect(errorsOf(personalSectionSchema, { ...israeli, birthDate: '2999-01-01' })).toEqual({
      birthDate: 'dateInFuture',
    })
  })
})

describe('names', () => {
  it('accept Hebrew and Latin letters with spaces, hyphens and apostrophes', () => {
    for (const name of [
      'דנה',
      'בן־דוד',
      'בן-דוד',
      "ג'ורג'",
      'ג׳ורג׳',
      'שי״ה',
      "O'Brien",
      'O’Brien',
      'Anne Marie',
      'José',
      'Zoë',
      'Al',
    ])
      expect(updateErrors({ firstName: name }), name).toEqual({})
  })

  it('refuse digits, other symbols and other scripts', () => {
    for (const name of ['Dana1', 'דנה2', 'Dana!', 'Dana_Cohen', '-Dana', 'Дана', 'دانا', '😀😀'])
      expect(updateErrors({ firstName: name }), name).toEqual({ firstName: 'nameLetters' })
  })

  it('need 2 to 50 characters, trimmed', () => {
    expect(updateErrors({ lastName: ' D ' })).toEqual({ lastName: 'nameMin' })
    expect(updateErrors({ lastName: 'a'.repeat(50) })).toEqual({})
    expect(updateErrors({ lastName: 'a'.repeat(51) })).toEqual({ lastName: 'tooLong' })
    expect(parsed({ lastName: '  Cohen ' }).lastName).toBe('Cohen')
  })

  it('cannot be cleared', () => {
    expect(updateErrors({ firstName: '' })).toEqual({ firstName: 'required' })
    expect(updateErrors({ firstName: null })).toEqual({ firstName: 'required' })
  })
})

describe('birth date', () => {
  it('makes an adult of someone 18 today, not of someone 18 tomorrow', () => {
    expect(updateErrors({ birthDate: '2007-06-15' })).toEqual({})
    expect(updateErrors({ birthDate: '2007-06-16' })).toEqual({ birthDate: 'minor' })
  })

  it('follows the clock it is given', () => {
    const dayBefore = profileSchemas(() => '2025-06-14').profileUpdateSchema
    expect(errorsOf(dayBefore, { birthDate: '2007-06-15' })).toEqual({ birthDate: 'minor' })
  })

  it('is a real date, not in the future, not before 1900', () => {
    expect(updateErrors({ birthDate: '1990-02-29' })).toEqual({ birthDate: 'dateInvalid' })
    expect(updateErrors({ birthDate: '10/03/1990' })).toEqual({ birthDate: 'dateInvalid' })
    expect(updateErrors({ birthDate: '2025-06-16' })).toEqual({ birthDate: 'dateInFuture' })
    expect(updateErrors({ birthDate: '1899-12-31' })).toEqual({ birthDate: 'birthDateTooEarly' })
    expect(updateErrors({ birthDate: '1900-01-01' })).toEqual({})
    expect(updateErrors({ birthDate: '' })).toEqual({ birthDate: 'required' })
  })
})

describe('identity documents and address', () => {
  it('store the ID number as 9 digits', () => {
    expect(parsed({ idNumber: ' 12345678-2 ' }).idNumber).toBe('123456782')
    expect(parsed({ idNumber: '18' }).idNumber).toBe('000000018')
    expect(updateErrors({ idNumber: '000000000' })).toEqual({ idNumber: 'idNumberInvalid' })
    expect(updateErrors({ idNumber: '1234567824' })).toEqual({ idNumber: 'idNumberInvalid' })
  })

  it('take a passport number of 5 to 20 letters and digits, uppercased', () => {
    expect(parsed({ passportNumber: 'ab123' }).passportNumber).toBe('AB123')
    expect(updateErrors({ passportNumber: 'AB12' })).toEqual({ passportNumber: 'passportInvalid' })
    expect(updateErrors({ passportNumber: 'A'.repeat(20) })).toEqual({})
    expect(updateErrors({ passportNumber: 'A'.repeat(21) })).toEqual({
      passportNumber: 'passportInvalid',
    })
    expect(updateErrors({ passportNumber: 'AB-12345' })).toEqual({
      passportNumber: 'passportInvalid',
    })
  })

  it('take two-letter country codes', () => {
    expect(parsed({ countryOfResidence: 'il', passportCountry: 'Fr' })).toEqual({
      countryOfResidence: 'IL',
      passportCountry: 'FR',
    })
    expect(updateErrors({ countryOfResidence: 'ISR' })).toEqual({
      countryOfResidence: 'countryInvalid',
    })
    expect(updateErrors({ passportCountry: 'I1' })).toEqual({ passportCountry: 'countryInvalid' })
  })

  it('take an address of 2 to 100 characters and a city of 2 to 60', () => {
    expect(updateErrors({ address: 'א' })).toEqual({ address: 'nameMin' })
    expect(updateErrors({ address: 'א'.repeat(101) })).toEqual({ address: 'tooLong' })
    expect(updateErrors({ city: 'א'.repeat(60) })).toEqual({})
    expect(updateErrors({ city: 'א'.repeat(61) })).toEqual({ city: 'tooLong' })
  })

  it('take postal codes of 3 to 10 letters, digits, spaces and hyphens', () => {
    for (const zip of ['6100101', '61001', 'SW1A 1AA', '10001-1234', '123'])
      expect(updateErrors({ zip }), zip).toEqual({})
    for (const zip of ['12', '12345678901', '-1234', '123_45', '12 '.repeat(4)])
      expect(updateErrors({ zip }), zip).toEqual({ zip: 'zipInvalid' })
  })
})

describe('choices and yes/no answers', () => {
  it('refuse values outside their lists', () => {
    expect(
      updateErrors({
        citizenship: 'israel',
        sex: 'x',
        knowledgeLevel: 'high',
        experienceLevel: '10years',
        education: 'phd',
      }),
    ).toEqual({
      citizenship: 'choiceInvalid',
      sex: 'choiceInvalid',
      knowledgeLevel: 'choiceInvalid',
      experienceLevel: 'choiceInvalid',
      education: 'choiceInvalid',
    })
  })

  it('take booleans only', () => {
    expect(updateErrors({ publicOffice: 'true', newsletter: 1 })).toEqual({
      publicOffice: 'required',
      newsletter: 'required',
    })
  })
})

describe('web addresses', () => {
  it('take https addresses, and an empty one for none', () => {
    expect(parsed({ websiteUrl: 'https://dana.co.il/about' }).websiteUrl).toBe(
      'https://dana.co.il/about',
    )
    expect(updateErrors({ websiteUrl: 'https://דנה.ישראל/אודות' })).toEqual({})
    expect(parsed({ websiteUrl: '' }).websiteUrl).toBeNull()
    expect(parsed({ websiteUrl: '   ' }).websiteUrl).toBeNull()
    expect(parsed({ websiteUrl: null }).websiteUrl).toBeNull()
  })

  it('refuse other schemes, bare hosts, credentials and spaces', () => {
    for (const url of [
      'http://dana.co.il',
      'javascript:alert(1)',
      'dana.co.il',
      'https://localhost',
      'https://user:pass@dana.co.il',
      'https://dana.co.il/a b',
      'ftp://dana.co.il',
    ])
      expect(updateErrors({ websiteUrl: url }), url).toEqual({ websiteUrl: 'urlInvalid' })
  })

  it('refuse more than 300 characters', () => {
    const url = `https://dana.co.il/${'a'.repeat(300 - 19)}`
    expect(updateErrors({ websiteUrl: url })).toEqual({})
    expect(updateErrors({ websiteUrl: `${url}a` })).toEqual({ websiteUrl: 'tooLong' })
  })

  it('keep LinkedIn and Facebook links on their sites', () => {
    expect(updateErrors({ linkedinUrl: 'https://www.linkedin.com/in/dana' })).toEqual({})
    expect(updateErrors({ linkedinUrl: 'https://il.linkedin.com/in/dana' })).toEqual({})
    expect(updateErrors({ facebookUrl: 'https://m.facebook.com/dana' })).toEqual({})
    expect(
      updateErrors({
        linkedinUrl: 'https://linkedin.com.evil.example/in/dana',
        facebookUrl: 'https://notfacebook.com/dana',
      }),
    ).toEqual({ linkedinUrl: 'linkedinUrlInvalid', facebookUrl: 'facebookUrlInvalid' })
  })
})

describe('investor type section', () => {
  const section = (value: Record<string, unknown>) => errorsOf(investorTypeSectionSchema, value)

  it('needs an income bracket from a private investor only', () => {
    expect(section({ investorType: 'private', accountantConfirmation: false })).toEqual({
      incomeBracket: 'required',
    })
    expect(
      section({ investorType: 'private', incomeBracket: 2, accountantConfirmation: true }),
    ).toEqual({})
    expect(section({ investorType: 'qualified', accountantConfirmation: false })).toEqual({})
    expect(
      section({ investorType: 'qualified', incomeBracket: null, accountantConfirmation: false }),
    ).toEqual({})
  })

  it('takes brackets 1 to 4 as whole numbers', () => {
    const base = { investorType: 'private', accountantConfirmation: true }
    expect(section({ ...base, incomeBracket: 1 })).toEqual({})
    expect(section({ ...base, incomeBracket: 4 })).toEqual({})
    for (const incomeBracket of [0, 5, 2.5, '2'])
      expect(section({ ...base, incomeBracket }), String(incomeBracket)).toEqual({
        incomeBracket: 'choiceInvalid',
      })
    expect(section({ ...base, incomeBracket: Number.NaN })).toEqual({ incomeBracket: 'required' })
  })

  it('needs every field', () => {
    expect(section({})).toEqual({
      investorType: 'required',
      accountantConfirmation: 'required',
    })
    expect(section({ investorType: 'vip', accountantConfirmation: false })).toEqual({
      investorType: 'choiceInvalid',
    })
  })
})

describe('interests section', () => {
  const section = (value: Record<string, unknown>) => errorsOf(interestsSectionSchema, value)

  it('takes distinct interests from the list, and the newsletter choice', () => {
    expect(section({ interests: ['hightech', 'realEstate'], newsletter: true })).toEqual({})
    expect(section({ interests: [], newsletter: false })).toEqual({})
    expect(section({ interests: ['law', 'law'], newsletter: true })).toEqual({
      interests: 'choiceInvalid',
    })
    expect(section({ interests: ['crypto'], newsletter: true })).toMatchObject({
      'interests.0': 'choiceInvalid',
    })
    expect(section({ interests: 'law' })).toEqual({
      interests: 'choiceInvalid',
      newsletter: 'required',
    })
  })
})

describe('partial updates', () => {
  it('take any subset of the fields', () => {
    expect(updateErrors({})).toEqual({})
    expect(parsed({ newsletter: true, incomeBracket: 3 })).toEqual({
      newsletter: true,
      incomeBracket: 3,
    })
  })

  it('refuse a field that is not in the profile', () => {
    expect(updateErrors({ firstName: 'Dana', kycStatus: 'approved' })).toEqual({ '': 'badRequest' })
    expect(updateErrors({ typeVerification: 'verified' })).toEqual({ '': 'badRequest' })
  })

  it('refuse something that is not an object', () => {
    expect(updateErrors(null)).toEqual({ '': 'badRequest' })
    expect(updateErrors(['firstName'])).toEqual({ '': 'badRequest' })
  })

  it('refuse a NUL byte and other control characters', () => {
    expect(updateErrors({ firstName: 'Da\u0000na' })).toEqual({ firstName: 'controlCharacters' })
    expect(updateErrors({ address: 'הרצל\u000710' })).toEqual({ address: 'controlCharacters' })
    expect(updateErrors({ idNumber: '12345678\u00002' })).toEqual({
      idNumber: 'controlCharacters',
    })
    expect(updateErrors({ publicOfficeDetails: 'Deputy\u0000 mayor' })).toEqual({
      publicOfficeDetails: 'controlCharacters',
    })
  })

  it('give each field its own message when an optional field is wrong', () => {
    expect(updateErrors({ idNumber: 123456782 })).toEqual({ idNumber: 'required' })
    expect(updateErrors({ companyNumber: '512345678' })).toEqual({
      companyNumber: 'companyNumberInvalid',
    })
  })

  it('clear an optional field with an empty string or null', () => {
    expect(parsed({ idNumber: '', companyRole: null })).toEqual({
      idNumber: null,
      companyRole: null,
    })
  })

  it('accept what a section form sends', () => {
    const sent = personal.parse({ ...israeli, idNumber: '12345674', linkedinUrl: '' })
    expect(updateErrors(sent)).toEqual({})
    expect(parsed(sent)).toEqual(sent)
  })
})

describe('consistency of a merged profile', () => {
  const stored = personal.parse(israeli)

  it('finds nothing wrong with a complete profile', () => {
    expect(
      profileConsistencyIssues({ ...stored, investorType: 'private', incomeBracket: 1 }),
    ).toEqual([])
  })

  it('catches an update that clears a field another still needs', () => {
    expect(profileConsistencyIssues({ ...stored, ...parsed({ idNumber: '' }) })).toEqual([
      { path: 'idNumber', message: 'required' },
    ])
  })

  it('catches an update that needs a field the stored profile lacks', () => {
    expect(profileConsistencyIssues({ ...stored, citizenship: 'other' })).toEqual([
      { path: 'passportNumber', message: 'required' },
      { path: 'passportCountry', message: 'required' },
    ])
    expect(profileConsistencyIssues({ ...stored, publicOffice: true })).toEqual([
      { path: 'publicOfficeDetails', message: 'required' },
    ])
    expect(
      profileConsistencyIssues({ ...stored, investsThroughCompany: true, companyName: 'א"ב' }),
    ).toEqual([
      { path: 'companyNumber', message: 'required' },
      { path: 'companyRole', message: 'required' },
    ])
    expect(profileConsistencyIssues({ investorType: 'private', incomeBracket: null })).toEqual([
      { path: 'incomeBracket', message: 'required' },
    ])
  })

  it('holds no rule for what is not set yet', () => {
    expect(profileConsistencyIssues({})).toEqual([])
  })
})

describe('messages', () => {
  it('have an English and a Hebrew text for each key', () => {
    for (const key of [...profileMessageKeys, 'required', 'nameMin', 'tooLong', 'badRequest']) {
      expect(en.Validation, key).toHaveProperty(key)
      expect(he.Validation, key).toHaveProperty(key)
    }
  })

  it('say minors cannot be served', () => {
    expect(en.Validation.minor).toBe('Minors cannot be served')
    expect(he.Validation.minor).toBe('לא ניתן לשרת קטינים')
  })
})
