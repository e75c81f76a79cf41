import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { canStartCardSetup, isRefusedCardBrand } from '@/domain/investments/card-setup'
import { relationId } from '@/domain/relation-id'
import { investments, payment_events } from '@/payload-generated-schema'
import { recordAudit } from '@/server/audit/record-audit'
import { bare } from '@/server/db/sql-names'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'
import { guardInvestmentState } from '@/server/investments/invest/guard-investment-state'

import { sqlDatabase } from '@/server/db/sql-database'
import {
  applyChargeOutcome,
  type ChargeOutcomeApplied,
} from '@/server/investments/raise/apply-charge-outcome'
import {
  applyRefundOutcome,
  type RefundOutcomeApplied,
} from '@/server/investments/raise/apply-refund-outcome'
import { detachCardOf } from '@/server/investments/raise/detach-ended-pledge-cards'

import {
  CardGatewayError,
  type CardProviderName,
  type CardGateway,
  type CardGatewayEvent,
  type SavedCard,
} from './card-gateway'

export type CardEventOutcome =
  | 'card_saved'
  | 'card_refused'
  | 'duplicate'
  | 'ignored'
  | ChargeOutcomeApplied
  | RefundOutcomeApplied

/**
 * Applies one verified provider event, in one transaction with its `payment-events` row. The row
 * goes in first: a replay of an event (the provider retries, or sends it twice at once) finds its
 * id there, or waits on the unique index for the first delivery's transaction and then finds it,
 * and changes nothing. A finished card page saves the card on its investment (its result read
 * from the provider before the transaction), or refuses it when its brand is not accepted (the
 * card removed at the provider after the commit); a charge's outcome goes to its investment
 * (applyChargeOutcome), a refund's too (applyRefundOutcome). Other events are only recorded.
 * Anything failing rolls the whole back, the row included, so the provider's retry applies it.
 */
export async function applyCardEvent(
  payload: Payload,
  gateway: CardGateway,
  event: CardGatewayEvent,
): Promise<CardEventOutcome> {
  const setup = event.charge || event.refund ? null : event.setupCompleted
  // What the card page saved is read from the provider before any transaction opens: the provider
  // is never called while a row is locked. The transaction then applies it only if the
  // investment still waits for a card (a replay finds the event recorded and changes nothing).
  const card = setup ? await readSavedCard(payload, gateway, event.id, setup) : null
  const outcome = await withTransaction(payload, async (transaction) => {
    const { db, req } = transaction
    const recorded = await db.execute<{ id: number }>(sql`
      insert into ${payment_events} (${bare(payment_events.gateway)},
        ${bare(payment_events.eventId)}, ${bare(payment_events.type)},
        ${bare(payment_events.updatedAt)}, ${bare(payment_events.createdAt)})
      values (${gateway.name}, ${event.id}, ${event.type}, now(), now())
      on conflict (${bare(payment_events.eventId)}) do nothing
      returning ${payment_events.id}
    `)
    const eventRowId = recorded.rows[0]?.id
    if (eventRowId === undefined) return 'duplicate'
    if (event.charge) return applyChargeEvent(payload, transaction, event.charge, eventRowId)
    if (event.refund) return applyRefundEvent(payload, transaction, event.refund, eventRowId)
    // Recorded (a redelivery is a duplicate) and acknowledged: nothing to apply (logged above).
    if (!setup || card === 'no-card') return 'ignored'

    const investmentId = await lockInvestment(transaction, gateway.name, setup)
    if (investmentId === null) {
      payload.logger.warn({ msg: `card event ${event.id}: no investment for ${setup.sessionId}` })
      return 'ignored'
    }
    await nameEventInvestment(transaction, eventRowId, investmentId)
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
    // It waited for a card when read a moment ago too, unless it changed in between: then the
    // whole is rolled back and the provider's retry reads it again.
    if (!card) throw new Error(`card event ${event.id}: investment ${investmentId} changed, retry`)

    const refused = isRefusedCardBrand(card.brand)
    await guardInvestmentState(transaction, investmentId, {
      status: [investment.status],
      paymentState: [investment.paymentState],
    })
    await payload.update({
      collection: 'investments',
      id: investmentId,
      data: {
        paymentState: refused ? 'card_refused' : 'card_saved',
        card: {
          ...investment.card,
          // Where the card is: its charges and refunds go there.
          provider: gateway.name,
          // A refused card is kept until it is removed at the provider, after this commits.
          paymentMethodId: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          savedAt: refused ? null : new Date().toISOString(),
          detachedAt: null,
        },
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(
      payload,
      {
        action: refused ? 'investment.card-refused' : 'investment.card-saved',
        investor: relationId(investment.investor),
        investment: investmentId,
        details: { brand: card.brand, last4: card.last4 },
      },
      { req },
    )
    return refused ? 'card_refused' : 'card_saved'
  })
  // A refused card leaves the customer once the refusal is committed; should the provider not
  // answer now, the settle round's sweep (detachEndedPledgeCards) removes it later.
  if (outcome === 'card_refused' && card && card !== 'no-card' && setup) {
    const investmentId = await findSetupInvestment(payload, gateway.name, setup)
    if (investmentId !== null)
      await detachCardOf(payload, gateway, investmentId, card.paymentMethodId).catch(
        (err: unknown) =>
          payload.logger.error({
            err,
            msg: `card event ${event.id}: refused card not removed yet`,
          }),
      )
  }
  return outcome
}

/**
 * The card a finished page saved, read with no transaction open; null when the event was applied
 * already or its investment does not wait for a card (the transaction then says so); `no-card`
 * when the provider knows no such page or it saved no card (a signed event about an unknown
 * session): the event is acknowledged and logged, since the provider's retries could not change it.
 */
async function readSavedCard(
  payload: Payload,
  gateway: CardGateway,
  eventId: string,
  setup: NonNullable<CardGatewayEvent['setupCompleted']>,
): Promise<SavedCard | 'no-card' | null> {
  const database = sqlDatabase(payload)
  const seen = await database.execute(
    sql`select 1 from ${payment_events} where ${payment_events.eventId} = ${eventId}`,
  )
  if (seen.rows.length > 0) return null
  const investmentId = await findSetupInvestment(payload, gateway.name, setup)
  if (investmentId === null) return null
  const found = await database.execute(sql`
    select ${investments.method}, ${investments.status},
           ${investments.paymentState} as "paymentState"
      from ${investments} where ${investments.id} = ${investmentId}`)
  const investment = found.rows[0] as Parameters<typeof canStartCardSetup>[0] | undefined
  if (!investment || !canStartCardSetup(investment)) return null
  try {
    return await gateway.readSetupResult(setup.sessionId)
  } catch (error) {
    if (!(error instanceof CardGatewayError) || !error.refused) throw error
    payload.logger.warn({ msg: `card event ${eventId}: ${error.message}; nothing applied` })
    return 'no-card'
  }
}

/** The investment a card page belongs to, as lockInvestment finds it, without a lock. */
async function findSetupInvestment(
  payload: Payload,
  provider: CardProviderName,
  setup: NonNullable<CardGatewayEvent['setupCompleted']>,
): Promise<number | null> {
  const found = await sqlDatabase(payload).execute(sql`
    select ${investments.id} from ${investments}
     where (${investments.card_provider} = ${provider}
            and ${investments.card_setupSessionId} = ${setup.sessionId})
        or (${investments.id} = ${setup.investmentId ?? 0} and ${investments.method} = 'card'
            and ${ownProviderOrNone(provider)})
     order by (${investments.card_setupSessionId} = ${setup.sessionId}) desc nulls last
     limit 1`)
  const row = found.rows[0] as { id: number } | undefined
  return row ? Number(row.id) : null
}

/**
 * A pledge whose card pages are opened at this provider, or at none yet (the card saved then
 * records the provider): a page of a provider the deployment has since left is not applied.
 */
const ownProviderOrNone = (provider: CardProviderName) =>
  sql`(${investments.card_provider} = ${provider} or ${investments.card_provider} is null)`

/**
 * The investment the card page was opened for, its row locked: by the page's session id (the
 * newest page opened), else by the id the page carries (an earlier page the investor finished),
 * and only while its card pages are opened at the event's provider (or at none yet).
 */
async function lockInvestment(
  { db }: Transaction,
  provider: CardProviderName,
  setup: NonNullable<CardGatewayEvent['setupCompleted']>,
): Promise<number | null> {
  const bySession = await db.execute<{ id: number }>(sql`
    select ${investments.id} from ${investments}
     where ${investments.card_setupSessionId} = ${setup.sessionId}
       and ${investments.card_provider} = ${provider}
       for update`)
  if (bySession.rows[0]) return bySession.rows[0].id
  if (setup.investmentId === null) return null
  const byId = await db.execute<{ id: number }>(sql`
    select ${investments.id} from ${investments}
     where ${investments.id} = ${setup.investmentId} and ${investments.method} = 'card'
       and ${ownProviderOrNone(provider)}
       for update`)
  return byId.rows[0]?.id ?? null
}

/** The event's row names the investment it was applied to. */
async function nameEventInvestment(
  { db }: Transaction,
  eventRowId: number,
  investmentId: number,
): Promise<void> {
  await db.execute(sql`
    update ${payment_events} set ${bare(payment_events.investment)} = ${investmentId}
     where ${payment_events.id} = ${eventRowId}`)
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
    select ${investments.id} from ${investments}
     where ${investments.method} = 'card'
       and (${investments.id} = ${charge.investmentId ?? 0}
            or ${investments.charge_chargeId} = ${charge.chargeId})
     order by (${investments.id} = ${charge.investmentId ?? 0}) desc
     limit 1`)
  const investmentId = found.rows[0]?.id
  if (investmentId === undefined) {
    payload.logger.warn({ msg: `charge ${charge.chargeId}: no investment` })
    return 'ignored'
  }
  await nameEventInvestment(transaction, eventRowId, investmentId)
  return applyChargeOutcome(payload, transaction, investmentId, {
    chargeId: charge.chargeId,
    outcome: charge.outcome,
    declineCode: charge.declineCode,
    now: new Date(),
  })
}

/**
 * A refund's event: its investment (named in the refund's metadata, else found by the refund's
 * id) gets the outcome (applyRefundOutcome: completed, or owed again when it failed, at once or
 * after succeeding).
 */
async function applyRefundEvent(
  payload: Payload,
  transaction: Transaction,
  refund: NonNullable<CardGatewayEvent['refund']>,
  eventRowId: number,
): Promise<CardEventOutcome> {
  const { db } = transaction
  const found = await db.execute<{ id: number }>(sql`
    select ${investments.id} from ${investments}
     where ${investments.method} = 'card'
       and (${investments.id} = ${refund.investmentId ?? 0}
            or ${investments.refund_reference} = ${refund.refundId})
     order by (${investments.id} = ${refund.investmentId ?? 0}) desc
     limit 1`)
  const investmentId = found.rows[0]?.id
  if (investmentId === undefined) return 'ignored'
  await nameEventInvestment(transaction, eventRowId, investmentId)
  return applyRefundOutcome(payload, transaction, Number(investmentId), {
    refundId: refund.refundId,
    outcome: refund.outcome,
    amountMinor: refund.amountMinor,
    failureReason: refund.failureReason,
    attempt: refund.attempt,
    now: new Date(),
  })
}
