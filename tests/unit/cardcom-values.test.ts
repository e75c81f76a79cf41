import { describe, expect, it } from 'vitest'

import { isRefusedCardBrand } from '@/domain/investments/card-setup'
import {
  cardBrandOf,
  declineCodeOf,
  expiryMMYY,
  externalUniqTranIdOf,
  majorAmount,
  minorAmount,
  pageReturnValue,
  parsePageReturnValue,
  parseReference,
  parseSavedCardReference,
  referenceOf,
  savedCardReference,
} from '@/server/investments/card-payments/cardcom-values'

describe("Cardcom's amounts", () => {
  it.each([
    [0, '0'],
    [1, '0.01'],
    [10, '0.1'],
    [1_234_50, '1234.5'],
    [1_234_56, '1234.56'],
    [99_999_999, '999999.99'],
    [12_345_678_901_234, '123456789012.34'],
  ])('sends %i minor units as the decimal %s, exactly', (minor, text) => {
    expect(JSON.stringify(majorAmount(minor))).toBe(text)
    expect(minorAmount(majorAmount(minor))).toBe(minor)
  })

  it('sends 0.29 and 0.57 exactly, where multiplying by 100 would not', () => {
    expect(29 / 100).toBe(0.29)
    expect(0.29 * 100).not.toBe(29)
    expect(minorAmount(0.29)).toBe(29)
    expect(minorAmount(0.57)).toBe(57)
  })

  it.each([-1, 1.5, Number.NaN, 1e15])('refuses %s as minor units', (minor) => {
    expect(() => majorAmount(minor)).toThrow(RangeError)
  })

  it.each([-1, 0.001, Number.POSITIVE_INFINITY, Number.NaN])('reads %s as no amount', (major) =>
    expect(minorAmount(major)).toBeNull(),
  )
})

describe('the ExternalUniqTranId made of our idempotency key', () => {
  it('is the same for the same key, 25 hex digits at most', () => {
    const id = externalUniqTranIdOf('charge-123-1')
    expect(id).toMatch(/^[0-9a-f]{25}$/)
    expect(externalUniqTranIdOf('charge-123-1')).toBe(id)
  })

  it('differs for another key, however long the keys', () => {
    const long = 'k'.repeat(500)
    expect(externalUniqTranIdOf(`${long}1`)).not.toBe(externalUniqTranIdOf(`${long}2`))
    expect(externalUniqTranIdOf('charge-123-2')).not.toBe(externalUniqTranIdOf('charge-123-1'))
  })
})

describe("Cardcom's card brands", () => {
  it.each([
    ['Visa', 'visa'],
    ['MasterCard', 'mastercard'],
    ['AmericanExpress', 'amex'],
    ['Diners', 'diners'],
    ['JBC', 'jcb'],
    ['Isracard', 'isracard'],
    ['Discover', 'discover'],
    ['Maestro', 'maestro'],
    ['PrivateCard', 'private_label'],
    ['SomethingNew', 'somethingnew'],
  ])('names %s as %s', (brand, ours) => expect(cardBrandOf(brand, null)).toBe(ours))

  it('refuses Diners, and a card Diners issued whatever its brand', () => {
    expect(isRefusedCardBrand(cardBrandOf('Diners', 'Diners'))).toBe(true)
    expect(isRefusedCardBrand(cardBrandOf('MasterCard', 'Diners'))).toBe(true)
    expect(isRefusedCardBrand(cardBrandOf('Isracard', 'Isracard'))).toBe(false)
    expect(isRefusedCardBrand(cardBrandOf('Visa', 'CAL'))).toBe(false)
  })

  it('names a card without a brand unknown', () => {
    expect(cardBrandOf(undefined, undefined)).toBe('unknown')
    expect(cardBrandOf(null, 'CAL')).toBe('unknown')
  })
})

describe("a card's expiry for a token charge (MMYY)", () => {
  it('takes four-digit years (TokenInfo) and two-digit years (TranzactionInfo) alike', () => {
    expect(expiryMMYY(10, 2027)).toBe('1027')
    expect(expiryMMYY(10, 27)).toBe('1027')
    expect(expiryMMYY(1, 2030)).toBe('0130')
    expect(expiryMMYY(12, 5)).toBe('1205')
    expect(expiryMMYY(6, 2100 - 1)).toBe('0699')
  })

  it.each([
    [0, 2027],
    [13, 27],
    [1.5, 27],
    [10, -1],
    [10, 1999],
    [10, 2100],
    [10, 150],
  ])('refuses month %s of year %s', (month, year) => expect(expiryMMYY(month, year)).toBeNull())
})

describe('the saved card reference', () => {
  const token = '4cf8e168-d0ab-4c33-9c1d-7e5cd5f8b1a2'

  it('keeps the token and the expiry its charges send', () => {
    const reference = savedCardReference(token, '1027')
    expect(reference).toBe(`${token}:1027`)
    expect(parseSavedCardReference(reference)).toEqual({ token, mmyy: '1027' })
  })

  it.each(['pm_123', `${token}:10/27`, `${token}`, `x${token}:1027`])(
    'reads %s as no saved card',
    (reference) => expect(parseSavedCardReference(reference)).toBeNull(),
  )
})

describe("references to a terminal's pages and transactions", () => {
  it('names the terminal only when it is not the main one', () => {
    expect(referenceOf('219282004', 1000, 1000)).toBe('219282004')
    expect(referenceOf('219282004', 1001, 1000)).toBe('219282004@1001')
    expect(parseReference('219282004', 1000)).toEqual({ id: '219282004', terminal: 1000 })
    expect(parseReference('219282004@1001', 1000)).toEqual({ id: '219282004', terminal: 1001 })
  })
})

describe("the page's ReturnValue", () => {
  it('carries the investment and when the page closes, to the second', () => {
    const expiresAt = new Date('2026-11-29T10:00:00.000Z')
    const value = pageReturnValue(42, expiresAt)
    expect(value.length).toBeLessThanOrEqual(250)
    expect(parsePageReturnValue(value)).toEqual({ investmentId: 42, expiresAt })
  })

  it.each([null, '', 'abc', '0', '99999999999', '42;x'])('reads %s as no investment', (value) =>
    expect(parsePageReturnValue(value).investmentId).toBeNull(),
  )

  it('reads a bare investment id with no expiry', () =>
    expect(parsePageReturnValue('42')).toEqual({ investmentId: 42, expiresAt: null }))
})

describe('decline codes', () => {
  it('maps what it can and keeps Cardcom’s code', () => {
    expect(declineCodeOf(33)).toBe('expired_card (cardcom 33)')
    expect(declineCodeOf(61)).toBe('insufficient_funds (cardcom 61)')
    expect(declineCodeOf(65)).toBe('insufficient_funds (cardcom 65)')
    expect(declineCodeOf(4)).toBe('card_declined (cardcom 4)')
  })
})
