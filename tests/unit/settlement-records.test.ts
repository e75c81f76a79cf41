import { describe, expect, it } from 'vitest'

import {
  refundRecordFields,
  refundRecordSchema,
  transferReceiptFields,
  transferReceiptSchema,
} from '@/domain/investments/settlement-records'

const problems = (result: {
  success: boolean
  error?: { issues: { path: unknown[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('staff settlement records', () => {
  const today = '2026-11-27'

  it('reads a transfer received: the amount in minor units once, a day that has been', () => {
    expect(transferReceiptSchema(today).parse({ amount: '2,000.50', receivedOn: today })).toEqual({
      amount: 200_050,
      receivedOn: today,
    })
    // The contract's fields take any real day; the operation's schema refuses one to come.
    expect(
      transferReceiptFields.safeParse({ amount: '20', receivedOn: '2026-11-28' }).success,
    ).toBe(true)
    expect(
      problems(transferReceiptSchema(today).safeParse({ amount: '20', receivedOn: '2026-11-28' })),
    ).toEqual({ receivedOn: 'dateInFuture' })
    expect(
      problems(transferReceiptSchema(today).safeParse({ amount: 'x', receivedOn: '2026-11-28' })),
    ).toEqual({ amount: 'amountInvalid', receivedOn: 'dateInFuture' })
    expect(
      problems(transferReceiptFields.safeParse({ amount: '20', receivedOn: '2026-02-30' })),
    ).toEqual({ receivedOn: 'dateInvalid' })
    expect(problems(transferReceiptSchema(today).safeParse('x'))).toEqual({ '': 'badRequest' })
  })

  it('reads a refund recorded the same way, with the bank’s reference', () => {
    const refund = { amount: 1000, refundedOn: '2026-11-28', reference: ' 77 ' }
    expect(refundRecordFields.parse(refund)).toEqual({
      amount: 100_000,
      refundedOn: '2026-11-28',
      reference: '77',
    })
    expect(problems(refundRecordSchema(today).safeParse(refund))).toEqual({
      refundedOn: 'dateInFuture',
    })
    expect(
      problems(
        refundRecordSchema(today).safeParse({ ...refund, refundedOn: today, reference: '' }),
      ),
    ).toEqual({ reference: 'required' })
  })
})
