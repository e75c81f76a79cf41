import { describe, expect, it } from 'vitest'

import { haltRequestSchema } from '@/domain/investments/raise/halt-request'

const aHalt = { category: 'companyWithdrew', reason: 'The company withdrew.', confirm: true }
const errorsOf = (input: unknown) => {
  const result = haltRequestSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('a request to halt a raise', () => {
  it('takes a category, a written reason (trimmed) and the confirmation', () => {
    expect(haltRequestSchema.parse({ ...aHalt, reason: '  The company withdrew.  ' })).toEqual(
      aHalt,
    )
  })

  it('asks a reason of 10 to 1,000 characters, counted once trimmed', () => {
    expect(errorsOf({ ...aHalt, reason: '123456789' })).toEqual({ reason: 'haltReasonRequired' })
    expect(errorsOf({ ...aHalt, reason: '   123456789   ' })).toEqual({
      reason: 'haltReasonRequired',
    })
    expect(errorsOf({ ...aHalt, reason: '1234567890' })).toEqual({})
    expect(errorsOf({ ...aHalt, reason: 'x'.repeat(1000) })).toEqual({})
    expect(errorsOf({ ...aHalt, reason: 'x'.repeat(1001) })).toEqual({ reason: 'tooLong' })
    expect(errorsOf({ ...aHalt, reason: undefined })).toEqual({ reason: 'haltReasonRequired' })
    expect(errorsOf({ ...aHalt, reason: 'Withdrew\u0000 today' })).toEqual({
      reason: 'controlCharacters',
    })
  })

  it('names one of the categories investors are told', () => {
    for (const category of ['companyWithdrew', 'regulatorOrder', 'other'])
      expect(errorsOf({ ...aHalt, category })).toEqual({})
    expect(errorsOf({ ...aHalt, category: 'whim' })).toEqual({ category: 'choiceInvalid' })
  })

  it('needs the confirmation to be exactly true', () => {
    expect(errorsOf({ ...aHalt, confirm: undefined })).toEqual({ confirm: 'mustConfirm' })
    expect(errorsOf({ ...aHalt, confirm: 'true' })).toEqual({ confirm: 'mustConfirm' })
    expect(errorsOf({ ...aHalt, confirm: false })).toEqual({ confirm: 'mustConfirm' })
  })
})
