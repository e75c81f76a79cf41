import { majorAmount, minorAmount } from '@/server/investments/card-payments/cardcom-values'

import {
  israelDateTime,
  type StandInState,
  type StandInToken,
  type StandInTransaction,
} from './cardcom-stand-in-state'
import { slowAnswerMs } from './cardcom-test-cards'

/** An API answer: HTTP status and JSON body. */
export type Answer = [status: number, body: unknown]

/** A charge's answer, or what to do instead of answering at once. */
export type ChargeAnswer =
  { answer: Answer } | { answer: Answer; afterMs: number } | { hang: true } | { dropAnswer: true }

type Body = Record<string, unknown>

/**
 * The stand-in's own codes where Cardcom documents none (docs/providers/cardcom.md): 0 and 608
 * are Cardcom's [SPEC]; 4 (refused) and 61 (over the card's limit) are Shva-style; 5111 is the
 * legacy "cancelled already" [DOC-CANCEL]; the 51xx others are ours.
 */
export const standInCodes = {
  approved: 0,
  refused: 4,
  insufficientFunds: 61,
  duplicateExternalId: 608,
  noSuchTransaction: 5100,
  notFoundByExternalId: 5101,
  alreadyRefunded: 5111,
  multipleRefundsNotAllowed: 5112,
  refundAboveCharge: 5113,
  refundRefused: 5114,
  noSuchToken: 5120,
} as const

const descriptions: Record<number, string> = {
  0: 'Success',
  4: 'Refused by the card company',
  61: 'Refused: the card has no credit left for this amount',
}

const approvalNumber = () => String(Math.floor(1_000_000 + Math.random() * 9_000_000))

/** Charges, lookups and refunds of the stand-in (part of `startCardcomStandIn`). */
export function standInTransactions(state: StandInState, save: () => void) {
  function record(
    fields: Omit<StandInTransaction, 'id' | 'createDate' | 'refundedMinor' | 'refunds'>,
  ) {
    state.lastTransactionId += 1
    const transaction: StandInTransaction = {
      ...fields,
      id: state.lastTransactionId,
      createDate: israelDateTime(new Date()),
      refundedMinor: 0,
      refunds: [],
    }
    state.transactions.push(transaction)
    save()
    return transaction
  }

  const find = (id: unknown) => state.transactions.find((t) => t.id === id)

  /** TransactionInfo [SPEC] of a transaction, with its card's facts (two-digit year, as Cardcom's). */
  function transactionInfo(transaction: StandInTransaction): Record<string, unknown> {
    const card = state.tokens[transaction.token]
    const approved = transaction.responseCode === 0
    return {
      ResponseCode: transaction.responseCode,
      Description: transaction.description,
      TranzactionId: transaction.id,
      TerminalNumber: transaction.terminal,
      Amount: majorAmount(transaction.amountMinor),
      CoinId: transaction.coinId,
      CreateDate: transaction.createDate,
      Last4CardDigits: Number(card?.last4 ?? 0),
      Last4CardDigitsString: card?.last4 ?? null,
      FirstCardDigits: card?.firstDigits ?? 0,
      JParameter: transaction.kind === 'check' ? '2' : '0',
      CardMonth: card?.month ?? 0,
      CardYear: (card?.year ?? 0) % 100,
      ApprovalNumber: approved ? transaction.approvalNumber : null,
      NumberOfPayments: 1,
      CardInfo: card?.cardInfo ?? 'Israeli',
      Token: transaction.token,
      CardName: card?.cardName ?? null,
      Brand: card?.brand ?? 'Visa',
      Acquire: card?.acquire ?? 'Unknown',
      Issuer: card?.issuer ?? 'NonIsrael',
      PaymentType: 'Standard',
      CardNumberEntryMode: 'Internet',
      DealType: transaction.kind === 'refund' ? 'Refund' : 'Debit',
      IsRefund: transaction.kind === 'refund',
      IsAbroadCard: card?.cardInfo === 'NonIsraeli',
      IssuerAuthCodeDescription: approved ? 'Approved' : transaction.description,
    }
  }

  /** Transactions/Transaction with a token [SPEC TransactionReq, DOC-TX]. */
  function charge(body: Body): ChargeAnswer {
    const terminal = Number(body.TerminalNumber)
    const token = state.tokens[String(body.Token ?? '')]
    if (!token || token.terminal !== terminal)
      return failure(standInCodes.noSuchToken, 'No such token on this terminal')
    const expiry = `${String(token.month).padStart(2, '0')}${String(token.year % 100).padStart(2, '0')}`
    if (body.CardExpirationMMYY !== expiry)
      return failure(standInCodes.refused, 'CardExpirationMMYY does not match the token')
    const amountMinor = minorAmount(Number(body.Amount))
    if (amountMinor === null || amountMinor <= 0)
      return {
        answer: [
          400,
          { ResponseCode: 1, Description: 'Amount: a positive sum, two decimals at most' },
        ],
      }

    const externalId = typeof body.ExternalUniqTranId === 'string' ? body.ExternalUniqTranId : null
    const key = externalId ? `${terminal}:${externalId}` : null
    const earlier = key ? find(state.externalIds[key]) : undefined
    if (earlier) {
      // The first answer again, no second charge [DOC-TX]; 608 unless asked for it.
      if (body.ExternalUniqUniqTranIdResponse === true)
        return { answer: [200, transactionInfo(earlier)] }
      return failure(standInCodes.duplicateExternalId, 'ExternalUniqTranId was used already')
    }

    const next = takeNext(state, token.token)
    if (next?.kind === 'hang') return { hang: true }
    const declineCode =
      next?.kind === 'decline'
        ? next.code
        : token.charge.kind === 'decline' && !next
          ? token.charge.code
          : null
    const responseCode = declineCode ?? standInCodes.approved
    const transaction = record({
      kind: 'charge',
      terminal,
      token: token.token,
      amountMinor,
      coinId: Number(body.ISOCoinId ?? 1),
      responseCode,
      description: descriptions[responseCode] ?? 'Refused',
      externalUniqTranId: externalId,
      refundOf: null,
      approvalNumber: responseCode === 0 ? approvalNumber() : null,
    })
    // Only an approved charge takes the id (legacy UniqAsmachta [DOC-DUP]; assumed for v11).
    if (key && responseCode === 0) state.externalIds[key] = transaction.id
    save()
    const answer: Answer = [200, transactionInfo(transaction)]
    if (next?.kind === 'drop-answer') return { dropAnswer: true }
    if (token.charge.kind === 'slow' && !next) return { answer, afterMs: slowAnswerMs }
    return { answer }
  }

  function failure(code: number, description: string): ChargeAnswer {
    return { answer: [200, { ResponseCode: code, Description: description, TranzactionId: 0 }] }
  }

  /** Only approved charges are found [SPEC: "a successful transaction"]. */
  function byExternalId(body: Body): Answer {
    const id =
      state.externalIds[`${Number(body.TerminalNumber)}:${String(body.ExternalUniqTranId ?? '')}`]
    const found = find(id)
    if (!found)
      return [
        200,
        {
          ResponseCode: standInCodes.notFoundByExternalId,
          Description: 'No successful transaction with this ExternalUniqTranId',
          TranzactionId: 0,
        },
      ]
    return [200, transactionInfo(found)]
  }

  /** Transactions/RefundByTransactionId [SPEC RefundByTransactionIdReq]. */
  function refund(body: Body): Answer {
    const refused = (code: number, description: string): Answer => [
      200,
      { ResponseCode: code, Description: description, NewTranzactionId: null },
    ]
    const charge = find(body.TransactionId)
    if (!charge || charge.kind !== 'charge' || charge.responseCode !== 0)
      return refused(
        standInCodes.noSuchTransaction,
        'No approved transaction with this TransactionId',
      )
    const left = charge.amountMinor - charge.refundedMinor
    if (left === 0)
      return refused(standInCodes.alreadyRefunded, 'The transaction was refunded already')
    if (charge.refunds.length > 0 && body.AllowMultipleRefunds !== true)
      return refused(
        standInCodes.multipleRefundsNotAllowed,
        'The transaction has a refund: AllowMultipleRefunds is needed for another',
      )
    const part =
      body.PartialSum === undefined || body.PartialSum === null
        ? null
        : minorAmount(Number(body.PartialSum))
    if (part !== null && (part <= 0 || part > left))
      return refused(standInCodes.refundAboveCharge, 'PartialSum is more than is left to refund')
    if (body.PartialSum !== undefined && body.PartialSum !== null && part === null)
      return [400, { ResponseCode: 1, Description: 'PartialSum: two decimals at most' }]
    if (state.tokens[charge.token]?.refundRefused)
      return refused(standInCodes.refundRefused, 'The card company refused the refund')
    const amountMinor = part ?? left
    const made = record({
      kind: 'refund',
      terminal: charge.terminal,
      token: charge.token,
      amountMinor,
      coinId: charge.coinId,
      responseCode: 0,
      description: 'Success',
      externalUniqTranId: null,
      refundOf: charge.id,
      approvalNumber: approvalNumber(),
    })
    charge.refundedMinor += amountMinor
    charge.refunds.push(made.id)
    save()
    return [200, { ResponseCode: 0, Description: 'Success', NewTranzactionId: made.id }]
  }

  /** GetTransactionInfoById: Shva's raw record [SPEC ExtShvaParams]; `Sum36` in minor units. */
  function info(body: Body): Answer {
    const found = find(body.InternalDealNumber)
    if (!found || found.terminal !== Number(body.TerminalNumber)) return [200, []]
    const card: Partial<StandInToken> = state.tokens[found.token] ?? {}
    return [
      200,
      [
        {
          Status1: found.responseCode,
          Sum36: found.amountMinor,
          InternalDealNumber: found.id,
          TerminalNumber: found.terminal,
          CardToken: found.token,
          CardNumber5: card.last4 ? `******${card.last4}` : null,
          Tokef30: card.month
            ? `${String(card.month).padStart(2, '0')}${String((card.year ?? 0) % 100).padStart(2, '0')}`
            : null,
          ApprovalNumber71: found.approvalNumber,
          CardName: card.cardName ?? null,
          DealDate: found.createDate,
        },
      ],
    ]
  }

  return { record, charge, byExternalId, refund, info, transactionInfo }
}

/** A token's next-charge override, taken (used once). */
export function takeNext(state: StandInState, token: string) {
  const next = state.nextCharges[token]
  delete state.nextCharges[token]
  return next
}
