import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { paidTotal } from '@/domain/investments/amounts'
import type { Currency } from '@/domain/money'
import { investments, investor_profiles, projects, raise_totals } from '@/payload-generated-schema'
import { recordAudit } from '@/server/audit/record-audit'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import type { CardGateway, ChargeResult } from '@/server/investments/card-payments/card-gateway'
import { CardGatewayError } from '@/server/investments/card-payments/card-gateway'

import { applyChargeOutcome } from './apply-charge-outcome'
import { endPledge, pledgeAmountOf } from './end-pledge'
import { inRound, type RaiseRound } from './raise-round'

/** A claim older than this with no charge recorded is a run that stopped after claiming. */
const stalledClaimMinutes = 10

/**
 * Card pledges whose charge is due: their raise reached 100% of its minimum (counting pledges
 * neither cancelled nor failed), it is raising, extended or succeeded, and the pledge is pending
 * with a saved card; or declined and due its daily retry within its window; or claimed by a run
 * that stopped before recording what the provider answered.
 */
const dueCondition = (now: string) => sql`
  ${investments.method} = 'card' and ${investments.status} = 'pending'
  and (
    ${investments.paymentState} = 'card_saved'
    or (${investments.paymentState} = 'charge_declined'
        and ${investments.charge_lastAttemptAt} <= ${now}::timestamptz - interval '1 day'
        and ${investments.charge_retryUntil} > ${now}::timestamptz)
    or (${investments.paymentState} = 'charging' and ${investments.charge_chargeId} is null
        and ${investments.charge_lastAttemptAt}
              <= ${now}::timestamptz - ${`${stalledClaimMinutes} minutes`}::interval)
  )
  and exists (
    select 1 from ${projects} join ${raise_totals} on ${raise_totals.project} = ${projects.id}
     where ${projects.id} = ${investments.project}
       and ${projects.status} in ('raising', 'raising_extend', 'success_finished')
       and ${raise_totals.raised} >= ${projects.minimumRaise})`

type Claimed = Fields<
  | [typeof investments.id | typeof investments.number, number]
  | [typeof investments.amount, string]
  | [typeof investments.fee, string | null]
  | [typeof investments.currency, Currency]
> & { attempts: number; payment_method_id: string | null; customer_id: string | null }

/**
 * Claims one pledge in its own short transaction, committed before the provider is called: a
 * crash after the call leaves the claim, and the next run calls again with the same attempt's
 * key, which the provider answers with the charge it already made. A new attempt (a declined
 * card's retry) gets a new key; a resumed claim keeps its own.
 */
async function claim(payload: Payload, investmentId: number, now: string): Promise<Claimed | null> {
  return withTransaction(payload, async ({ db }) => {
    const claimed = await db.execute(sql`
      update ${investments}
         set ${bare(investments.paymentState)} = 'charging',
             ${bare(investments.charge_attempts)} =
               case when ${investments.paymentState} = 'charging'
                    then ${investments.charge_attempts}
                    else coalesce(${investments.charge_attempts}, 0) + 1 end,
             ${bare(investments.charge_chargeId)} =
               case when ${investments.paymentState} = 'charging'
                    then ${investments.charge_chargeId} else null end,
             ${bare(investments.charge_lastAttemptAt)} = ${now}::timestamptz,
             ${bare(investments.updatedAt)} = now()
       where ${investments.id} = ${investmentId} and ${dueCondition(now)}
      returning ${investments.id}, ${investments.number}, ${investments.charge_attempts} as attempts,
        ${investments.amount}, ${investments.fee}, ${investments.currency},
        ${investments.card_paymentMethodId} as payment_method_id,
        (select ${investor_profiles.cardCustomerId} from ${investor_profiles}
          where ${investor_profiles.investor} = ${investments.investor}) as customer_id`)
    return (claimed.rows[0] as Claimed | undefined) ?? null
  })
}

export const chargeIdempotencyKey = (investmentId: number, attempt: number) =>
  `investment-${investmentId}-charge-${attempt}`

export type ChargedPledge = {
  investmentId: number
  outcome: ChargeResult['outcome'] | 'error' | 'refused'
}

/**
 * A charge the provider refused for good ends its pledge as failed, by the failure flow (out of
 * the raise, the investor told, the audit entry with the provider's code for staff), under the
 * row lock and only for the attempt claimed: a newer state is left alone.
 */
async function failRefusedCharge(
  payload: Payload,
  pledge: Claimed,
  error: CardGatewayError,
  now: Date,
): Promise<void> {
  const declineCode = error.providerCode ?? 'refused_by_provider'
  await withTransaction(payload, async (transaction) => {
    const still = await transaction.db.execute(sql`
      select ${investments.id} from ${investments}
       where ${investments.id} = ${pledge.id} and ${investments.status} = 'pending'
         and ${investments.paymentState} = 'charging'
         and ${investments.charge_attempts} = ${Number(pledge.attempts)}
         and ${investments.charge_chargeId} is null
         for update`)
    if (still.rows.length === 0) return
    await transaction.db.execute(sql`
      update ${investments}
         set ${bare(investments.charge_declineCode)} = ${declineCode},
             ${bare(investments.updatedAt)} = now()
       where ${investments.id} = ${pledge.id}`)
    const investment = await payload.findByID({
      collection: 'investments',
      id: pledge.id,
      depth: 0,
      overrideAccess: true,
      req: transaction.req,
    })
    await endPledge(payload, transaction, investment, {
      status: 'failed',
      audit: {
        action: 'investment.failed',
        details: {
          ...pledgeAmountOf(investment),
          declineCode,
          refusedByProvider: error.message,
          attempt: Number(pledge.attempts),
        },
      },
      template: 'pledgeFailed',
      now,
    })
  })
}

/**
 * Spec 9: a card is charged only once 100% of the minimum is raised. Every due pledge is charged
 * off-session through the card gateway, one charge per investment and attempt (the idempotency
 * key comes from them), so a job run twice or a crash mid-way never charges twice. What the
 * provider answers is recorded as the charge's id only: the final state (paid, needing the
 * investor, declined) comes from its signed events (applyChargeEvent). A decline the provider
 * will announce no event for (no payment was even created), and every final answer of a provider
 * that sends no charge events, is applied at once. Only the pledges whose card was saved at this
 * gateway's provider: a round runs this once per configured provider.
 */
export async function chargeCardPledges(
  payload: Payload,
  gateway: CardGateway,
  round: RaiseRound,
): Promise<ChargedPledge[]> {
  const { now } = round
  const at = now.toISOString()
  const due = await sqlDatabase(payload).execute(sql`
    select ${investments.id} from ${investments}
     where ${dueCondition(at)} and ${investments.card_provider} = ${gateway.name}
       ${inRound(round, investments.project)}
     order by ${investments.id} limit 200`)
  const charged: ChargedPledge[] = []
  for (const { id } of due.rows as { id: number }[]) {
    const pledge = await claim(payload, Number(id), at)
    if (!pledge) continue
    if (!pledge.payment_method_id || (gateway.keepsCustomers && !pledge.customer_id)) {
      payload.logger.error({ msg: `investment ${pledge.id}: card pledge without a saved card` })
      continue
    }
    let result: ChargeResult
    try {
      result = await gateway.chargeSavedCard({
        customerId: gateway.keepsCustomers ? pledge.customer_id : null,
        paymentMethodId: pledge.payment_method_id,
        amountMinor: paidTotal({ amount: Number(pledge.amount), fee: Number(pledge.fee ?? 0) }),
        currency: pledge.currency,
        investmentId: pledge.id,
        description: `Investment ${pledge.number}`,
        idempotencyKey: chargeIdempotencyKey(pledge.id, Number(pledge.attempts)),
      })
    } catch (error) {
      if (!(error instanceof CardGatewayError)) throw error
      payload.logger.error({ err: error, msg: `investment ${pledge.id}: charge not sent` })
      // Refused for good (an amount above the provider's maximum, a card no longer there): the
      // same request would be refused again, so the pledge fails now. Otherwise the provider was
      // not reached or was busy: the claim stays, and a later run asks again with the key.
      if (error.refused) {
        await failRefusedCharge(payload, pledge, error, now)
        charged.push({ investmentId: pledge.id, outcome: 'refused' })
      } else charged.push({ investmentId: pledge.id, outcome: 'error' })
      continue
    }
    await withTransaction(payload, async (transaction) => {
      await transaction.db.execute(sql`
        update ${investments}
           set ${bare(investments.charge_chargeId)} = ${result.chargeId},
               ${bare(investments.updatedAt)} = now()
         where ${investments.id} = ${pledge.id} and ${investments.paymentState} = 'charging'
           and ${investments.charge_chargeId} is null`)
      await recordAudit(
        payload,
        {
          action: 'investment.charge-sent',
          investment: pledge.id,
          details: {
            attempt: Number(pledge.attempts),
            chargeId: result.chargeId,
            answer: result.outcome,
            declineCode: result.declineCode,
          },
        },
        { req: transaction.req },
      )
      // A decline with no payment made has no event to come; nor has any final answer of a
      // provider that sends no charge events (Cardcom answers a token charge there and then).
      const { outcome } = result
      const final = outcome === 'declined' || outcome === 'succeeded'
      if (final && (result.chargeId === null || !gateway.sendsChargeEvents))
        await applyChargeOutcome(payload, transaction, pledge.id, {
          chargeId: result.chargeId,
          outcome,
          declineCode: result.declineCode,
          now,
        })
    })
    charged.push({ investmentId: pledge.id, outcome: result.outcome })
  }
  return charged
}
