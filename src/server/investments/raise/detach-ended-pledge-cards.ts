import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments } from '@/payload-generated-schema'
import { recordAudit } from '@/server/audit/record-audit'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import type { CardGateway } from '@/server/investments/card-payments/card-gateway'

import { inRound, type RaiseRound } from './raise-round'

/**
 * Removes one saved card at the provider (no transaction open; idempotent there), then marks it
 * removed on its investment, guarded by the card it had: a newer card saved meanwhile stays.
 */
export async function detachCardOf(
  payload: Payload,
  gateway: CardGateway,
  investmentId: number,
  paymentMethodId: string,
): Promise<boolean> {
  await gateway.detachCard(paymentMethodId)
  return withTransaction(payload, async ({ db, req }) => {
    const marked = await db.execute(sql`
      update ${investments}
         set ${bare(investments.card_detachedAt)} = now(), ${bare(investments.updatedAt)} = now()
       where ${investments.id} = ${investmentId}
         and ${investments.card_paymentMethodId} = ${paymentMethodId}
         and ${investments.card_detachedAt} is null
      returning ${investments.id}`)
    if (marked.rows.length === 0) return false
    await recordAudit(
      payload,
      {
        action: 'investment.card-detached',
        investment: investmentId,
        details: { paymentMethodId },
      },
      { req },
    )
    return true
  })
}

/**
 * A settle round's sweep: every card pledge that ended (cancelled by the investor or staff,
 * failed, refunded, released by a failed raise) or whose card was refused, with its card still on
 * the provider's customer, has it removed there, after the commit that ended it. Running it each
 * round also covers a process that stopped between that commit and the removal, and a change made
 * elsewhere (an investor's cancel) needs to do nothing more. Answers the investments done.
 */
export async function detachEndedPledgeCards(
  payload: Payload,
  gateway: CardGateway,
  round: Pick<RaiseRound, 'projects'>,
): Promise<number[]> {
  const found = await sqlDatabase(payload).execute(sql`
    select ${investments.id}, ${investments.card_paymentMethodId} as card from ${investments}
     where ${investments.method} = 'card' and ${investments.card_paymentMethodId} is not null
       and ${investments.card_detachedAt} is null
       and (${investments.status} in ('cancelled', 'failed', 'refunded')
            or ${investments.paymentState} = 'card_refused')
       and ${investments.card_provider} = ${gateway.name}
       ${inRound({ now: new Date(), ...round }, investments.project)}
     order by ${investments.id} limit 200`)
  const done: number[] = []
  for (const { id, card } of found.rows as { id: number; card: string }[]) {
    try {
      if (await detachCardOf(payload, gateway, Number(id), card)) done.push(Number(id))
    } catch (err) {
      // The provider did not answer: the next round asks again.
      payload.logger.error({ err, msg: `investment ${id}: saved card not removed yet` })
    }
  }
  return done
}
