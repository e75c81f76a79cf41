import { createHash } from 'node:crypto'

import type { Currency } from '@/domain/money'

/**
 * Cardcom's values in our terms and back: amounts, currencies, card brands, expiries, the
 * idempotency key. Pure; the sources named are listed in `cardcom-sources.ts`.
 */

/** ISOCoinId: 1 = ILS, 2 = USD [SPEC CreateLowProfile.ISOCoinId, DOC-LP]. */
export const isoCoinIdOf: Record<Currency, number> = { ILS: 1, USD: 2 }

/**
 * Minor units as Cardcom's `Amount` (major units, a JSON number with up to two decimals
 * [DOC-LP]), built from the decimal digits so that the number sent prints exactly as `12.34`.
 * Only amounts below 10^15 minor units are taken: every such decimal has one shortest spelling.
 */
export function majorAmount(minor: number): number {
  if (!Number.isSafeInteger(minor) || minor < 0 || minor >= 1e15)
    throw new RangeError(`not an amount in minor units: ${minor}`)
  const whole = Math.floor(minor / 100)
  const cents = String(minor % 100).padStart(2, '0')
  return Number(`${whole}.${cents}`)
}

/**
 * Cardcom's `Amount` (or `PartialSum`) back in minor units, read from its decimal spelling (no
 * multiplication, no float error); null when it is not an amount with at most two decimals.
 */
export function minorAmount(major: number): number | null {
  if (!Number.isFinite(major) || major < 0) return null
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(major))
  if (!match) return null
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(minor) ? minor : null
}

/**
 * Cardcom keeps one transaction per `ExternalUniqTranId` [SPEC, DOC-TX]; its length limit is not
 * documented, and the legacy `UniqAsmachta` took at most 25 characters [DOC-DUP]. Our keys are
 * longer (`investment-123-charge-2`), so the id is the key's SHA-256 in 25 hex digits (100 bits): the same
 * key always gives the same id, and two keys one only by an astronomically rare accident.
 */
export function externalUniqTranIdOf(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey, 'utf8').digest('hex').slice(0, 25)
}

/**
 * Cardcom's `Brand` enum [SPEC Brand] in the lower-case names Stripe uses and
 * `isRefusedCardBrand` reads (`diners` is refused). An `Issuer` of `Diners` (Diners Club Israel)
 * is Diners whatever the brand says. Unknown values are kept, lower-cased.
 */
const brandNames: Record<string, string> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  AmericanExpress: 'amex',
  Diners: 'diners',
  Discover: 'discover',
  JBC: 'jcb',
  Maestro: 'maestro',
  Isracard: 'isracard',
  PrivateCard: 'private_label',
}

export function cardBrandOf(brand: string | null | undefined, issuer?: string | null): string {
  if (issuer === 'Diners') return 'diners'
  if (!brand) return 'unknown'
  return brandNames[brand] ?? brand.toLowerCase()
}

/**
 * A card's expiry as `CardExpirationMMYY` [SPEC TransactionReq, DOC-TX], from Cardcom's month and
 * year: `TokenInfo.CardYear` is written with four digits (2027) and `TranzactionInfo.CardYear`
 * with two (27) in Cardcom's own sample [DOC-LP]; both are taken. Null when not a real expiry.
 */
export function expiryMMYY(month: number, year: number): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return null
  if (!Number.isInteger(year) || year < 0 || (year >= 100 && (year < 2000 || year > 2099)))
    return null
  return `${String(month).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`
}

/**
 * A saved card's reference: Cardcom's token and the expiry its charges must send
 * (`CardExpirationMMYY` is mandatory with a token [DOC-TX]), one opaque string for the app.
 */
export function savedCardReference(token: string, mmyy: string): string {
  return `${token}:${mmyy}`
}

export function parseSavedCardReference(reference: string): { token: string; mmyy: string } | null {
  const match = /^([0-9a-fA-F-]{36}):(\d{4})$/.exec(reference)
  return match ? { token: match[1]!, mmyy: match[2]! } : null
}

/**
 * Our decline code for a Cardcom `ResponseCode` other than 0. Cardcom publishes no v11 list of
 * decline codes [DOC-TX]; the community's Shva-style list (33 expired card, 61 and 65 over the
 * card's limit) is unconfirmed and taken as an assumption. Cardcom's code stays in the text.
 */
export function declineCodeOf(responseCode: number): string {
  const ours =
    responseCode === 33
      ? 'expired_card'
      : responseCode === 61 || responseCode === 65
        ? 'insufficient_funds'
        : 'card_declined'
  return `${ours} (cardcom ${responseCode})`
}

/**
 * Our ids of Cardcom's pages and transactions. Cardcom's lookups take the terminal with the id
 * (GetLpResult, GetTransactionInfoById), and USD may be on a terminal of its own: an id made on
 * any terminal but the main one carries it after `@` (`219282004@1001`).
 */
export function referenceOf(id: string, terminal: number, mainTerminal: number): string {
  return terminal === mainTerminal ? id : `${id}@${terminal}`
}

export function parseReference(
  reference: string,
  mainTerminal: number,
): { id: string; terminal: number } {
  const at = reference.lastIndexOf('@')
  if (at < 0) return { id: reference, terminal: mainTerminal }
  const terminal = Number(reference.slice(at + 1))
  return Number.isSafeInteger(terminal) && terminal > 0
    ? { id: reference.slice(0, at), terminal }
    : { id: reference, terminal: mainTerminal }
}

/**
 * The page's `ReturnValue` (ours, up to 250 characters, echoed by GetLpResult and the callback
 * [SPEC, DOC-LP]): the investment's id, and when the page closes. Cardcom answers neither a page's
 * creation time nor its lifetime, so the page itself carries the expiry we assumed for it.
 */
export function pageReturnValue(investmentId: number, expiresAt: Date): string {
  return `${investmentId};${Math.floor(expiresAt.getTime() / 1000)}`
}

/** Ids are PostgreSQL `serial`s: a larger number names no investment. */
const largestId = 2_147_483_647

export function parsePageReturnValue(value: string | null | undefined): {
  investmentId: number | null
  expiresAt: Date | null
} {
  const match = /^(\d{1,10})(?:;(\d{1,12}))?$/.exec(value ?? '')
  if (!match) return { investmentId: null, expiresAt: null }
  const id = Number(match[1])
  return {
    investmentId: id > 0 && id <= largestId ? id : null,
    expiresAt: match[2] ? new Date(Number(match[2]) * 1000) : null,
  }
}
