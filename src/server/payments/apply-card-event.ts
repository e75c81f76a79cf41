import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { canStartCardSetup, isRefusedCardBrand } from '@/domain/investments/card-setup'
import { relationId } from '@/domain/relation-id'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'

import { applyChargeOutcome, type ChargeOutcomeApplied } from '@/server/raise/apply-charge-outcome'
import { completeRefund } from '@/server/raise/complete-refund'

import type { CardGateway, CardGatewayEvent } from './card-gateway'

export type CardEventOutcome =
  'refunded' | 'card_saved' | 'card_refused' | 'duplicate' | 'ignored' | ChargeOutcomeApplied

/**
 * Applies one verified provider event, in one transaction with its `payment-events` row. The row
 * goes in first: a replay of an event (the provider retries, or sends it twice at once) finds its
 * id there, or waits on the unique index for the first delivery's transaction and then finds it,
 * and changes nothing. A finished card page saves the card on its investment, or refuses it (and
 * removes it at the provider) when its brand is not accepted; a charge's outcome goes to its
 * investment (applyChargeOutcome). Other events are only recorded.
 * Anything failing rolls the whole back, the row included, so the provider's retry applies it.
 */
export async function applyCardEvent(
  payload: Payload,
  gateway: CardGateway,
  event: CardGatewayEvent,
): Promise<CardEventOutcome> {
  return withTransaction(payload, async (transaction) => {
    const { db, req } = transaction
    const recorded = await db.execute<{ id: number }>(sql`
      insert into payment_events (gateway, event_id, type, updated_at, created_at)
      values (${gateway.name}, ${event.id}, ${event.type}, now(), now())
      on conflict (event_id) do nothing
      returning id
    `)
    const eventRowId = recorded.rows[0]?.id
    if (eventRowId === undefined) return 'duplicate'
    if (event.charge) return applyChargeEvent(payload, transaction, event.charge, eventRowId)
    if (event.refund) return applyRefundEvent(payload, transaction, event.refund, eventRowId)
    const setup = event.setupCompleted
    if (!setup) return 'ignored'

    const investmentId = await lockInvestment(transaction, setup)
    if (investmentId === null) {
      payload.logger.warn({ msg: `card event ${event.id}: no investment for ${setup.sessionId}` })
      return 'ignored'
    }
    await db.execute(
      sql`update payment_events set investment_id = ${investmentId} where id = ${eventRowId}`,
    )
    const investment = await payload.findByID({
      collection: 'investments',
      id: investmentId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!canStartCardSetup(investment)) {
      payload.logger.warn({
        msg: `card event ${event.id}: investment ${investmentId} is ${investment.status}/${investment.paymentState}, card page result not applied`,
      })
      return 'ignored'
    }

    const card = await gateway.readSetupResult(setup.sessionId)
    const refused = isRefusedCardBrand(card.brand)
    if (refused) await gateway.detachCard(card.paymentMethodId)
    await payload.update({
      collection: 'investments',
      id: investmentId,
      data: {
        paymentState: refused ? 'card_refused' : 'card_saved',
        card: {
          ...investment.card,
          paymentMethodId: refused ? null : card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          savedAt: refused ? null : new Date().toISOString(),
        },
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await payload.create({
      collection: 'audit-log',
      data: {
        action: refused ? 'investment.card-refused' : 'investment.card-saved',
        investor: relationId(investment.investor),
        investment: investmentId,
        details: { brand: card.brand, last4: card.last4 },
      },
      overrideAccess: true,
      req,
    })
    return refused ? 'card_refused' : 'card_saved'
  })
}

/**
 * The investment the card page was opened for, its row locked: by the page's session id (the
 * newest page opened), else by the id the page carries (an earlier page the investor finished).
 */
async function lockInvestment(
  { db }: Transaction,
  setup: NonNullable<CardGatewayEvent['setupCompleted']>,
): Promise<number | null> {
  const bySession = await db.execute<{ id: number }>(
    sql`select id from investments where card_setup_session_id = ${setup.sessionId} for update`,
  )
  if (bySession.rows[0]) return bySession.rows[0].id
  if (setup.investmentId === null) return null
  const byId = await db.execute<{ id: number }>(
    sql`select id from investments where id = ${setup.investmentId} and method = 'card' for update`,
  )
  return byId.rows[0]?.id ?? null
}

/**
 * A charge's event: its investment (named in the charge's metadata, else found by the charge's
 * id) gets the outcome, and the event row names the investment.
 */
async function applyChargeEvent(
  payload: Payload,
  transaction: Transaction,
  charge: NonNullable<CardGatewayEvent['charge']>,
  eventRowId: number,
): Promise<CardEventOutcome> {
  const { db } = transaction
  const found = await db.execute<{ id: number }>(sql`
    select id from investments
     where method = 'card'
       and (id = ${charge.investmentId ?? 0} or charge_charge_id = ${charge.chargeId})
     order by (id = ${charge.investmentId ?? 0}) desc
     limit 1`)
  const investmentId = found.rows[0]?.id
  if (investmentId === undefined) {
    payload.logger.warn({ msg: `charge ${charge.chargeId}: no investment` })
    return 'ignored'
  }
  await db.execute(
    sql`update payment_events set investment_id = ${investmentId} where id = ${eventRowId}`,
  )
  return applyChargeOutcome(payload, transaction, investmentId, {
    chargeId: charge.chargeId,
    outcome: charge.outcome,
    declineCode: charge.declineCode,
    now: new Date(),
  })
}

/**
 * A refund's event: when it succeeded, the refund owed on its investment (named in the refund's
 * metadata, else found by the refund's id) is complete. A failed refund stays owed, for staff.
 */
async function applyRefundEvent(
  payload: Payload,
  transaction: Transaction,
  refund: NonNullable<CardGatewayEvent['refund']>,
  eventRowId: number,
): Promise<CardEventOutcome> {
  const { db, req } = transaction
  const found = await db.execute<{ id: number }>(sql`
    select id from investments
     where method = 'card' and payment_state = 'refund_due'
       and (id = ${refund.investmentId ?? 0} or refund_reference = ${refund.refundId})
     limit 1 for update`)
  const investmentId = found.rows[0]?.id
  if (investmentId === undefined) return 'ignored'
  await db.execute(
    sql`update payment_events set investment_id = ${investmentId} where id = ${eventRowId}`,
  )
  if (refund.outcome !== 'succeeded') {
    if (refund.outcome === 'failed')
      payload.logger.error({
        msg: `refund ${refund.refundId} of investment ${investmentId} failed`,
      })
    return 'ignored'
  }
  const investment = await payload.findByID({
    collection: 'investments',
    id: investmentId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  await completeRefund(payload, transaction, investment, {
    amountMinor: refund.amountMinor,
    reference: refund.refundId,
    now: new Date(),
  })
  return 'refunded'
}
