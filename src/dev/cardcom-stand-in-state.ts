import type { CardFacts, TokenCharge } from './cardcom-test-cards'

/** A hosted page made by LowProfile/Create, and its result once a card was saved on it. */
export type StandInPage = {
  lowProfileId: string
  terminal: number
  createdAt: number
  expiresAt: number
  returnValue: string | null
  successUrl: string
  failedUrl: string
  cancelUrl: string | null
  webhookUrl: string
  language: 'he' | 'en'
  coinId: number
  /** The page's `Amount`, in minor units. */
  amountMinor: number
  /** The LowProfileResult once the page saved a card (what GetLpResult and the callback carry). */
  result: Record<string, unknown> | null
}

/** A saved card: what its number means (the number itself is not kept). */
export type StandInToken = CardFacts & {
  token: string
  terminal: number
  last4: string
  firstDigits: number
  month: number
  /** Four digits. */
  year: number
  identityNumber: string
  charge: TokenCharge
  refundRefused: boolean
}

/** A transaction: the page's J2 check, a token charge (approved or declined), or a refund. */
export type StandInTransaction = {
  id: number
  kind: 'check' | 'charge' | 'refund'
  terminal: number
  token: string
  amountMinor: number
  coinId: number
  responseCode: number
  description: string
  /** Israel's local time, as Cardcom writes it (no zone). */
  createDate: string
  externalUniqTranId: string | null
  /** Of a charge: its refunds' sum and count. */
  refundedMinor: number
  refunds: number[]
  /** Of a refund: the charge it refunds. */
  refundOf: number | null
  approvalNumber: string | null
}

/** A callback to a page's WebHookUrl and each attempt to deliver it. */
export type StandInCallback = {
  id: string
  lowProfileId: string
  url: string
  body: string
  deliveries: { at: string; status: number | null; error?: string }[]
}

/** What a token's next charge does, when a test says so. */
export type NextCharge =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: number }
  /** No charge; no answer until the caller gives up. */
  | { kind: 'hang' }
  /** Charged, then the connection is cut before the answer. */
  | { kind: 'drop-answer' }

export type StandInState = {
  pages: Record<string, StandInPage>
  tokens: Record<string, StandInToken>
  transactions: StandInTransaction[]
  /** `${terminal}:${ExternalUniqTranId}` of each approved charge: its transaction id. */
  externalIds: Record<string, number>
  callbacks: StandInCallback[]
  nextCharges: Record<string, NextCharge>
  callbacksOn: boolean
  lastTransactionId: number
}

export const emptyState = (): StandInState => ({
  pages: {},
  tokens: {},
  transactions: [],
  externalIds: {},
  callbacks: [],
  nextCharges: {},
  callbacksOn: true,
  lastTransactionId: 219_282_000,
})

/** Israel's local time in Cardcom's way of writing it: `2025-03-12T08:46:45`. */
export function israelDateTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`
}
