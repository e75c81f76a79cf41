import { describe, expect, it } from 'vitest'

import {
  cardChargeFits,
  largestCardAmount,
  stripeMaxChargeMinor,
} from '@/domain/investments/card-limit'
import { cardFee } from '@/domain/investments/amounts'
import { parseAmountText } from '@/domain/investments/invest-choice'
import {
  canonicalInvestmentRequest,
  investmentRequestSchema,
  investmentUpdateSchema,
} from '@/domain/investments/investment-request'
import { transferReceiptSchema } from '@/domain/investments/settlement-records'
import { parseStatementAmount } from '@/domain/investments/bank-statement'
import { parseMoneyText, percentToBasisPoints, toMinorUnits } from '@/domain/money'

const read = (value: string | number) => {
  const parsed = parseMoneyText(value)
  return parsed.ok ? parsed.minor : parsed.problem
}

describe('parseMoneyText: the one reader of typed money', () => {
  it('reads plain digits and up to two decimals as exact minor units', () => {
    expect(read('0')).toBe(0)
    expect(read('0.01')).toBe(1)
    expect(read('0.5')).toBe(50)
    expect(read('1')).toBe(100)
    expect(read('1000')).toBe(100_000)
    expect(read('1000.5')).toBe(100_050)
    expect(read('1000.50')).toBe(100_050)
    expect(read('0.29')).toBe(29) // 0.29 * 100 is 28.999999999999996 in floats
    expect(read('1.15')).toBe(115) // and 1.15 * 100 is 114.99999999999999
    expect(read('  2000 ')).toBe(200_000)
    expect(read('007')).toBe(700)
  })

  it('takes commas only between groups of exactly three digits', () => {
    expect(read('1,000')).toBe(100_000)
    expect(read('1,000.50')).toBe(100_050)
    expect(read('999,999.99')).toBe(99_999_999)
    expect(read('12,345,678')).toBe(1_234_567_800)
    for (const refused of [
      '1,0,0,1',
      '10,00',
      '1,00,000',
      '1,0000',
      '1000,000',
      ',100',
      '100,',
      '1,,000',
      '0,100',
      '1,000,00',
      '1234,50',
    ])
      expect(read(refused), refused).toBe('amountInvalid')
  })

  it('refuses more than two decimals, exponents, signs and anything else', () => {
    for (const refused of [
      '1.005',
      '0.001',
      '1e3',
      '1E3',
      '-5',
      '+5',
      '.5',
      '5.',
      '1.000,50',
      '1 000',
      '₪100',
      'ten',
      '0x10',
      'Infinity',
      'NaN',
      '1_000',
      '١٠٠',
    ])
      expect(read(refused), refused).toBe('amountInvalid')
  })

  it('says an empty amount is missing, not malformed', () => {
    expect(read('')).toBe('amountRequired')
    expect(read('   ')).toBe('amountRequired')
  })

  it('stops at twelve whole digits, so minor units stay safe integers', () => {
    expect(read('999999999999.99')).toBe(99_999_999_999_999)
    expect(read('999,999,999,999.99')).toBe(99_999_999_999_999)
    expect(read('1000000000000')).toBe('amountInvalid')
    expect(read('0000000000000001')).toBe(100) // leading zeros are not digits of the amount
  })

  it('reads a JSON number from its decimal digits, never multiplying floats', () => {
    expect(read(1000)).toBe(100_000)
    expect(read(1000.5)).toBe(100_050)
    expect(read(0.29)).toBe(29)
    expect(read(0.1 + 0.2)).toBe('amountInvalid')
    expect(read(1e21)).toBe('amountInvalid')
    expect(read(-5)).toBe('amountInvalid')
    expect(read(Number.NaN)).toBe('amountInvalid')
    expect(read(Number.POSITIVE_INFINITY)).toBe('amountInvalid')
  })

  it('is what configured numbers and percentages are read with', () => {
    expect(toMinorUnits(15_000)).toBe(1_500_000)
    expect(toMinorUnits(12.5)).toBe(1_250)
    expect(toMinorUnits(12.555)).toBeNaN()
    expect(percentToBasisPoints(2.5)).toBe(250)
    expect(percentToBasisPoints(0.15)).toBe(15)
  })

  it('is the reader of the invest page, the investing API, staff records and statements alike', () => {
    const body = (amount: unknown) => ({
      project: 'p',
      amount,
      method: 'bank_transfer',
      confirmations: { withinLimit: true, documentsRead: true, riskWarning: true },
    })
    const apiProblem = (amount: unknown) => {
      const result = investmentRequestSchema.safeParse(body(amount))
      return result.success ? null : result.error.issues[0]?.message
    }
    for (const text of ['1,0,0,1', '10,00', '1.005', '1e3', '-5']) {
      expect(parseAmountText(text), text).toBeNull()
      expect(apiProblem(text), text).toBe('amountInvalid')
      expect(investmentUpdateSchema.safeParse({ investment: 1, amount: text }).success, text).toBe(
        false,
      )
      expect(
        transferReceiptSchema('2026-11-27').safeParse({ amount: text, receivedOn: '2026-11-26' })
          .success,
      ).toBe(false)
    }
    expect(apiProblem('1,000.50')).toBeNull()
    expect(apiProblem(1000.5)).toBeNull()
    expect(parseAmountText('1,000.50')).toBe(100_050)
    expect(parseStatementAmount('1,0,0,1')).toBeNull()
    expect(parseStatementAmount('₪ 1,000.50')).toBe(100_050)
    expect(parseStatementAmount('-1,000.50')).toBe(-100_050)
  })
})

describe('canonicalInvestmentRequest', () => {
  const request = {
    project: 'alias',
    amount: '1,000',
    method: 'card' as const,
    confirmations: {
      withinLimit: true,
      documentsRead: true,
      riskWarning: true,
      riskAcknowledged: false,
    },
    utm: { source: 'news', medium: '' },
  }

  it('reads the same request the same however the amount and project were written', () => {
    const canonical = canonicalInvestmentRequest(request, 7)
    expect(canonicalInvestmentRequest({ ...request, amount: '1000.00', project: 7 }, 7)).toBe(
      canonical,
    )
    expect(canonicalInvestmentRequest({ ...request, utm: { source: 'news' } }, 7)).toBe(canonical)
  })

  it('differs with anything the request carries', () => {
    const canonical = canonicalInvestmentRequest(request, 7)
    const others = [
      canonicalInvestmentRequest(request, 8),
      canonicalInvestmentRequest({ ...request, amount: '1000.01' }, 7),
      canonicalInvestmentRequest({ ...request, method: 'bank_transfer' }, 7),
      canonicalInvestmentRequest({ ...request, sharePackage: 'gold' }, 7),
      canonicalInvestmentRequest(
        { ...request, confirmations: { ...request.confirmations, riskAcknowledged: true } },
        7,
      ),
      canonicalInvestmentRequest({ ...request, rbTransactionId: 'rb-1' }, 7),
      canonicalInvestmentRequest({ ...request, utm: { source: 'mail' } }, 7),
    ]
    for (const other of others) expect(other).not.toBe(canonical)
    expect(new Set(others).size).toBe(others.length)
  })
})

describe('the card gateway maximum', () => {
  it('is Stripe’s 8 digits of minor units', () => {
    expect(stripeMaxChargeMinor).toBe(99_999_999)
  })

  it('lets a charge of the amount and its fee reach the maximum, not pass it', () => {
    expect(cardChargeFits(99_999_999, 0, stripeMaxChargeMinor)).toBe(true)
    expect(cardChargeFits(100_000_000, 0, stripeMaxChargeMinor)).toBe(false)
    // 999,999.99 with the 2.5% fee is 1,024,999.99: above the maximum.
    expect(cardChargeFits(99_999_999, 250, stripeMaxChargeMinor)).toBe(false)
    const largest = largestCardAmount(stripeMaxChargeMinor, 250)
    expect(largest + cardFee(largest, 250)).toBeLessThanOrEqual(stripeMaxChargeMinor)
    expect(cardChargeFits(largest, 250, stripeMaxChargeMinor)).toBe(true)
    expect(cardChargeFits(largest + 1, 250, stripeMaxChargeMinor)).toBe(false)
    expect(largest).toBe(97_560_975) // 975,609.75 + 24,390.24 = 999,999.99
  })

  it('finds the largest amount past the fee’s rounding, for any fee and maximum', () => {
    for (const basisPoints of [0, 1, 15, 99, 250, 333, 1_000])
      for (const maximum of [1, 2, 99, 1_000, 12_345, 99_999_999]) {
        const largest = largestCardAmount(maximum, basisPoints)
        expect(cardChargeFits(largest, basisPoints, maximum)).toBe(true)
        expect(cardChargeFits(largest + 1, basisPoints, maximum)).toBe(false)
      }
    expect(largestCardAmount(0, 250)).toBe(0)
  })
})
