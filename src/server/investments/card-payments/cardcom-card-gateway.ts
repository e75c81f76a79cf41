import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Currency } from '@/domain/money'

import {
  CardEventSignatureError,
  CardGatewayError,
  type CardGateway,
  type ChargeResult,
  type SavedCard,
} from './card-gateway'
import { cardcomTransport, CardcomUnanswered, reached } from './cardcom-transport'
import {
  cardBrandOf,
  declineCodeOf,
  expiryMMYY,
  externalUniqTranIdOf,
  isoCoinIdOf,
  majorAmount,
  pageReturnValue,
  parsePageReturnValue,
  parseReference,
  parseSavedCardReference,
  referenceOf,
  savedCardReference,
} from './cardcom-values'
import type {
  CreateLowProfileResponse,
  ExtShvaParams,
  LowProfileResult,
  RefundByTransactionIdResp,
  TransactionInfo,
} from './cardcom-wire'

export type CardcomSettings = {
  terminalNumber: number
  apiName: string
  /** Needed by refunds [SPEC RefundByTransactionIdReq] and, as we assume, GetTransactionInfoById. */
  apiPassword: string
  /** Where Cardcom posts a finished page's result: `${siteUrl}/api/cardcom/webhook`. */
  webhookUrl: string
  /** Unset in production; the tests point it at the stand-in (`http://127.0.0.1:<port>`). */
  apiBase?: string
  /** A terminal of its own for USD (pages, tokens and charges); unset: USD on the main one. */
  usdTerminalNumber?: number
  /** Cardcom publishes no maximum for one charge: ours, until the acquirer states one. */
  maxChargeMinor?: number
  /** How long a card page stays open: Cardcom does not say (docs/providers/cardcom.md). */
  pageLifetimeMs?: number
  /** Each call's time limit (Stripe's SDK waits 20 s too). */
  timeoutMs?: number
}

export const cardcomApiBase = 'https://secure.cardcom.solutions'
export const cardcomDefaultMaxChargeMinor = 99_999_999
export const cardcomDefaultPageLifetimeMs = 60 * 60 * 1000

/**
 * Cardcom's `Amount` is required on every page [SPEC CreateLowProfile], but a token-only page
 * with a J2 check charges nothing [DOC-LP]; what to send is not documented: a nominal 1.
 */
const tokenPageAmount = 1

/**
 * A refund Cardcom refuses because the transaction was refunded already: the legacy CancelDeal
 * interface's 5111 [DOC-CANCEL], assumed to carry over to RefundByTransactionId (unconfirmed).
 */
const alreadyRefundedCode = 5111

/** A repeated `ExternalUniqTranId` (with `ExternalUniqUniqTranIdResponse` false) [SPEC, DOC-TX]. */
const duplicateTranCode = 608

/** A whole refund Cardcom answered as done already: it names the charge, not a transaction. */
const wholeRefundPrefix = 'whole-refund-of:'

const guid = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/**
 * Cardcom (REST API v11) behind our card gateway. A token-only hosted page (`CreateTokenOnly`, a
 * J2 check, 3-D Secure while the investor is there) saves the card as a token; the raise's charge
 * is a token transaction with the investor absent, made once per key by `ExternalUniqTranId`;
 * refunds go by the charge's transaction id. Cardcom keeps no customers (`keepsCustomers: false`)
 * and signs no callbacks: a callback only names the page, whose result is read back from Cardcom.
 *
 * The bracketed tags name the documents each field and rule comes from (`cardcom-sources.ts`);
 * docs/providers/cardcom.md lists what we assumed where they are silent.
 */
export function cardcomCardGateway(settings: CardcomSettings): CardGateway {
  const main = settings.terminalNumber
  const pageLifetimeMs = settings.pageLifetimeMs ?? cardcomDefaultPageLifetimeMs
  const transport = cardcomTransport(
    settings.apiBase ?? cardcomApiBase,
    settings.timeoutMs ?? 20_000,
  )
  const credentials = (terminal: number) => ({
    TerminalNumber: terminal,
    ApiName: settings.apiName,
  })
  const terminalFor = (currency: Currency) =>
    currency === 'USD' ? (settings.usdTerminalNumber ?? main) : main

  /**
   * The page's result [SPEC GetLpResult]. An unknown page: the stand-in's 400, which the transport
   * throws refused (what Cardcom answers is not documented).
   */
  function lowProfileResult(sessionId: string): Promise<LowProfileResult> {
    const { id, terminal } = parseReference(sessionId, main)
    return reached(() =>
      transport.read<LowProfileResult>('LowProfile/GetLpResult', {
        ...credentials(terminal),
        LowProfileId: id,
      }),
    )
  }

  /** The successful transaction made with this key, or null [SPEC GetTransactionByExternalUniqTran]. */
  async function transactionByKey(terminal: number, externalId: string) {
    const found = await reached(() =>
      transport.read<TransactionInfo>('Transactions/GetTransactionByExternalUniqTran', {
        ...credentials(terminal),
        ExternalUniqTranId: externalId,
      }),
    )
    // "No such transaction" is not documented: anything but a success naming one is none.
    return found.ResponseCode === 0 && found.TranzactionId ? found : null
  }

  /**
   * A transaction's record [SPEC GetTransactionInfoById]. It takes `UserName` and `UserPassword`
   * where the others take `ApiName` and `ApiPassword`: assumed to be the same API user.
   */
  async function transactionRecord(reference: string): Promise<ExtShvaParams> {
    const { id, terminal } = parseReference(reference, main)
    const dealNumber = Number(id)
    if (!Number.isSafeInteger(dealNumber) || dealNumber <= 0)
      throw new CardGatewayError(`cardcom: ${reference} names no transaction`, null, true)
    const records = await reached(() =>
      transport.read<ExtShvaParams[]>('Transactions/GetTransactionInfoById', {
        TerminalNumber: terminal,
        UserName: settings.apiName,
        UserPassword: settings.apiPassword,
        InternalDealNumber: dealNumber,
      }),
    )
    const record = Array.isArray(records)
      ? (records.find((r) => r.InternalDealNumber === dealNumber) ?? records[0])
      : undefined
    if (!record) throw new CardGatewayError(`cardcom: no transaction ${reference}`, null, true)
    return record
  }

  /** A charge's answer in our words: 0 is approved [SPEC TransactionInfo, DOC-TX]. */
  function chargeResultOf(info: TransactionInfo, terminal: number): ChargeResult {
    const chargeId = info.TranzactionId
      ? referenceOf(String(info.TranzactionId), terminal, main)
      : null
    if (info.ResponseCode === 0) return { chargeId, outcome: 'succeeded', declineCode: null }
    return { chargeId, outcome: 'declined', declineCode: declineCodeOf(info.ResponseCode ?? -1) }
  }

  /** The key binding a callback to the investment its page was made for (`callbackCheck`). */
  const callbackKey = createHmac('sha256', settings.apiPassword).update('cardcom-callback').digest()
  const callbackCheck = (investmentId: number) =>
    createHmac('sha256', callbackKey).update(String(investmentId)).digest('hex').slice(0, 32)

  return {
    name: 'cardcom',
    keepsCustomers: false,
    // A token charge is answered there and then, and Cardcom sends no event about it.
    sendsChargeEvents: false,
    maxChargeMinor: settings.maxChargeMinor ?? cardcomDefaultMaxChargeMinor,

    createCustomer() {
      throw new Error('cardcom: a token stands alone; no customer is ever made (keepsCustomers)')
    },

    /**
     * A token-only page [SPEC CreateLowProfile, DOC-LP]. Create has no idempotency key: racing
     * replays may make two pages; the app keeps the one it recorded, and a card saved on the other
     * still finds its investment by the callback's (checked) investment id.
     */
    async startCardSetup(setup) {
      const terminal = terminalFor(setup.currency)
      const expiresAt = new Date(Date.now() + pageLifetimeMs)
      const webhookUrl = new URL(settings.webhookUrl)
      webhookUrl.searchParams.set('investment', String(setup.investmentId))
      webhookUrl.searchParams.set('check', callbackCheck(setup.investmentId))
      const created = await reached(() =>
        transport.post<CreateLowProfileResponse>('LowProfile/Create', {
          ...credentials(terminal),
          Operation: 'CreateTokenOnly',
          ReturnValue: pageReturnValue(setup.investmentId, expiresAt),
          Amount: tokenPageAmount,
          SuccessRedirectUrl: setup.successUrl,
          FailedRedirectUrl: setup.cancelUrl,
          CancelRedirectUrl: setup.cancelUrl,
          WebHookUrl: webhookUrl.toString(),
          ProductName:
            setup.locale === 'he' ? 'שמירת כרטיס לחיוב בהמשך' : 'Card saved for a later charge',
          Language: setup.locale,
          ISOCoinId: isoCoinIdOf[setup.currency],
          // J2: the card is checked, nothing held; 3-D Secure forced; one payment [SPEC AdvancedLPDefinition].
          AdvancedDefinition: {
            JValidateType: 2,
            ThreeDSecureState: 'Enabled',
            MaxNumOfPayments: 1,
          },
        }),
      )
      if (created.ResponseCode !== 0 || !created.LowProfileId || !created.Url)
        throw new CardGatewayError(
          `cardcom: no page made: ${created.ResponseCode} ${created.Description ?? ''}`,
          `cardcom-${created.ResponseCode}`,
          true,
        )
      return {
        sessionId: referenceOf(created.LowProfileId, terminal, main),
        url: created.Url,
        expiresAt,
      }
    },

    /**
     * Complete when the page saved a token [DOC-LP; an assumption: what GetLpResult answers before
     * then is not documented]; else open until the lifetime we gave it. Cardcom cannot tell a
     * page's address afterwards: `url` is null, and the app makes a new page rather than guess.
     */
    async readCardSetup(sessionId) {
      const result = await lowProfileResult(sessionId)
      const { expiresAt } = parsePageReturnValue(result.ReturnValue)
      const complete = result.ResponseCode === 0 && !!result.TokenInfo?.Token
      const closesAt = expiresAt ?? new Date()
      const status = complete ? 'complete' : Date.now() < closesAt.getTime() ? 'open' : 'expired'
      return { sessionId, url: null, expiresAt: closesAt, status }
    },

    /**
     * Cardcom signs no callback [SPEC, DOC-LP]: the body is only read for the page it names (its
     * result is read back with GetLpResult when the event is applied) and the investment it claims.
     * That claim is taken only with the check our WebHookUrl carried (`signature`: the route
     * passes the `check` query parameter), so a forged body cannot name someone else's investment.
     */
    verifyEvent(rawBody, signature) {
      const body = callbackFields(
        typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'),
      )
      const lowProfileId = body.LowProfileId
      if (typeof lowProfileId !== 'string' || !guid.test(lowProfileId))
        throw new CardEventSignatureError('a Cardcom callback names no LowProfileId')
      const terminal = Number(body.TerminalNumber)
      const { investmentId } = parsePageReturnValue(
        typeof body.ReturnValue === 'string' ? body.ReturnValue : null,
      )
      const checked =
        investmentId !== null && !!signature && sameText(signature, callbackCheck(investmentId))
      return {
        id: `cardcom-lp-${lowProfileId}`,
        type: 'LowProfile.WebHook',
        setupCompleted: {
          sessionId: referenceOf(
            lowProfileId,
            Number.isSafeInteger(terminal) && terminal > 0 ? terminal : main,
            main,
          ),
          investmentId: checked ? investmentId : null,
        },
        charge: null,
        refund: null,
      }
    },

    async readSetupResult(sessionId): Promise<SavedCard> {
      const result = await lowProfileResult(sessionId)
      const token = result.TokenInfo?.Token
      if (result.ResponseCode !== 0 || !token) {
        const { expiresAt } = parsePageReturnValue(result.ReturnValue)
        // Still open: the callback is answered 500 and Cardcom sends it again later.
        const closed = !expiresAt || Date.now() >= expiresAt.getTime()
        throw new CardGatewayError(
          `cardcom: page ${sessionId} has saved no card${closed ? '' : ' yet'} (${result.ResponseCode})`,
          `cardcom-${result.ResponseCode}`,
          closed,
        )
      }
      const { TokenInfo: saved, TranzactionInfo: check } = result
      const mmyy =
        expiryMMYY(saved?.CardMonth ?? 0, saved?.CardYear ?? -1) ??
        expiryMMYY(check?.CardMonth ?? 0, check?.CardYear ?? -1)
      if (!mmyy)
        throw new CardGatewayError(`cardcom: page ${sessionId} gave no card expiry`, null, true)
      return {
        paymentMethodId: savedCardReference(token, mmyy),
        // The J2 check's TranzactionInfo carries them (an assumption: SPEC promises it only for
        // charging pages); without it the brand is unknown and Diners must be blocked at Cardcom.
        brand: cardBrandOf(check?.Brand, check?.Issuer),
        last4: check?.Last4CardDigitsString ?? '',
      }
    },

    /** Cardcom's v11 endpoints delete no token: it lapses at `TokenExDate` [SPEC TokenInfo]. */
    async detachCard() {},

    async chargeSavedCard(charge) {
      const card = parseSavedCardReference(charge.paymentMethodId)
      if (!card)
        throw new CardGatewayError(
          `cardcom: ${charge.paymentMethodId} is not a saved card`,
          null,
          true,
        )
      const terminal = terminalFor(charge.currency)
      const externalId = externalUniqTranIdOf(charge.idempotencyKey)
      // Token + expiry, no CVV (a terminal that takes token charges without one) [DOC-TX]. The
      // same ExternalUniqTranId answers the first result again instead of charging [SPEC, DOC-TX].
      const request = {
        ...credentials(terminal),
        Amount: majorAmount(charge.amountMinor),
        Token: card.token,
        CardExpirationMMYY: card.mmyy,
        ExternalUniqTranId: externalId,
        ExternalUniqUniqTranIdResponse: true,
        NumOfPayments: 1,
        ISOCoinId: isoCoinIdOf[charge.currency],
      }
      const attempt = async () => {
        try {
          const info = await transport.post<TransactionInfo>('Transactions/Transaction', request)
          return info.ResponseCode === duplicateTranCode ? null : info
        } catch (error) {
          if (error instanceof CardcomUnanswered) return null
          throw error
        }
      }
      // Unanswered (or 608): the charge may have happened. Looked up by the key; not found, asked
      // again with it (a duplicate is answered, not charged); unanswered again, thrown.
      const answer =
        (await attempt()) ?? (await transactionByKey(terminal, externalId)) ?? (await attempt())
      if (!answer) throw new CardGatewayError('cardcom: the charge was not answered, twice')
      return chargeResultOf(answer, terminal)
    },

    /** Cardcom's token charges never wait for the investor: nothing to confirm. */
    async startChargeConfirmation({ chargeId }) {
      throw new CardGatewayError(`cardcom: charge ${chargeId} awaits no investor`, null, true)
    },

    async readCharge(chargeId) {
      const record = await transactionRecord(chargeId)
      const amountMinor = record.Sum36 ?? 0
      if (record.Status1 === 0)
        return { chargeId, outcome: 'succeeded', declineCode: null, amountMinor }
      return {
        chargeId,
        outcome: 'declined',
        declineCode: declineCodeOf(record.Status1 ?? -1),
        amountMinor,
      }
    },

    /**
     * [SPEC RefundByTransactionIdReq]: a part names its sum and allows several refunds; a whole
     * refund names neither. Cardcom takes no idempotency key here: a whole refund sent again after
     * a lost answer is refused as refunded already, which is answered as done (its id then names
     * the charge). A part sent again would refund again: the app refunds whole only.
     */
    async refundCharge({ chargeId, amountMinor, attempt }) {
      const { id, terminal } = parseReference(chargeId, main)
      const whole = amountMinor === undefined
      const answer = await reached(() =>
        transport.post<RefundByTransactionIdResp>('Transactions/RefundByTransactionId', {
          ApiName: settings.apiName,
          ApiPassword: settings.apiPassword,
          TransactionId: Number(id),
          ...(whole ? {} : { PartialSum: majorAmount(amountMinor), AllowMultipleRefunds: true }),
        }),
      )
      const done = { outcome: 'succeeded' as const, failureReason: null, attempt: attempt ?? null }
      if (answer.ResponseCode === 0 && answer.NewTranzactionId)
        return { refundId: referenceOf(String(answer.NewTranzactionId), terminal, main), ...done }
      if (whole && answer.ResponseCode === alreadyRefundedCode)
        return { refundId: `${wholeRefundPrefix}${chargeId}`, ...done }
      throw new CardGatewayError(
        `cardcom: refund of ${chargeId} refused: ${answer.ResponseCode} ${answer.Description ?? ''}`,
        `cardcom-${answer.ResponseCode}`,
        true,
      )
    },

    async readRefund(refundId) {
      const charge = refundId.startsWith(wholeRefundPrefix)
        ? refundId.slice(wholeRefundPrefix.length)
        : null
      const record = await transactionRecord(charge ?? refundId)
      const approved = record.Status1 === 0
      return {
        refundId,
        outcome: approved ? 'succeeded' : 'failed',
        failureReason: approved ? null : `cardcom ${record.Status1}`,
        attempt: null,
        amountMinor: record.Sum36 ?? 0,
      }
    },
  }
}

/** The callback's fields: JSON [SPEC callback], or a form, which some integrations report. */
function callbackFields(text: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text) as unknown
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>
  } catch {
    // Not JSON: read as a form below.
  }
  return Object.fromEntries(new URLSearchParams(text))
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
