import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { expect } from 'vitest'

import { sqlDatabase } from '@/server/db/sql-database'

type CardRow = {
  id: number
  payment_state: string
  amount: string
  fee: string | null
  refund_reference: string | null
}

/**
 * Issue 30's invariant after a test's steps: the raise's total is the sum of its live pledges
 * (pending, active, approved) and within its maximum; and for each card investment the money the
 * ledger says the provider holds (paid, or owed back and not yet returned, fee included; or
 * refunded by a bank transfer outside the provider) is what the provider holds: its succeeded
 * charges minus their refunds.
 */
export async function expectLedgerAgrees(
  payload: Payload,
  stripe: Stripe,
  projectId: number,
): Promise<void> {
  const db = sqlDatabase(payload)
  const totals = await db.execute(sql`
    select r.raised, r.maximum,
           (select coalesce(sum(i.amount), 0) from investments i
             where i.project_id = r.project_id
               and i.status in ('pending', 'active', 'approved')) as live
      from raise_totals r where r.project_id = ${projectId}`)
  const row = totals.rows[0] as { raised: string; maximum: string; live: string }
  expect(Number(row.raised), `project ${projectId}: raised = sum of live pledges`).toBe(
    Number(row.live),
  )
  expect(Number(row.raised)).toBeLessThanOrEqual(Number(row.maximum))

  const cards = await db.execute(sql`
    select id, payment_state, amount, fee, refund_reference from investments
     where project_id = ${projectId} and method = 'card'`)
  const { data: intents } = await stripe.paymentIntents.list({ limit: 100 })
  for (const card of cards.rows as CardRow[]) {
    let held = 0
    for (const intent of intents.filter((i) => i.metadata?.investmentId === String(card.id))) {
      const { data: charges } = await stripe.charges.list({ payment_intent: intent.id })
      for (const charge of charges)
        if (charge.status === 'succeeded') held += charge.amount - charge.amount_refunded
    }
    const paid = Number(card.amount) + Number(card.fee ?? 0)
    const heldByLedger =
      card.payment_state === 'paid' || card.payment_state === 'refund_due'
        ? paid
        : card.payment_state === 'refunded' && !card.refund_reference?.startsWith('re_')
          ? paid
          : 0
    expect(held, `investment ${card.id} (${card.payment_state}): provider holds`).toBe(heldByLedger)
  }
}
