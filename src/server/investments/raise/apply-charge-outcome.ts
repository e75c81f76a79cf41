import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { InvestmentStatus } from '@/domain/investments/investment-status'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { investments, projects } from '@/payload-generated-schema'
import type { Investment } from '@/payload-types'
import type { Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'
import { siteUrl } from '@/server/http/site-url'
import type { ChargeOutcome } from '@/server/investments/card-payments/card-gateway'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

import { recordInvestmentChange, type InvestmentAudit } from './record-investment-change'

export type ChargeOutcomeApplied =
  'paid' | 'paid-after-end' | 'action_required' | 'charge_declined' | 'ignored'

type Locked = Fields<
  | [typeof investments.status, InvestmentStatus]
  | [typeof investments.paymentState, string]
  | [typeof investments.charge_chargeId, string | null]
  | [typeof investments.charge_retryUntil, Date | string | null]
  | [typeof investments.charge_lastAttemptAt, Date | string | null]
> & { project_status: ProjectStatus }

/** The page where the investor, signed in, confirms a charge their bank wants confirmed. */
export const chargeConfirmationLink = (investmentId: number) =>
  `${siteUrl()}/invest/confirm/${investmentId}`

/** States a charge's outcome may follow: the charge is out, or waiting on the investor or a retry. */
const awaitingOutcome = ['charging', 'action_required', 'charge_declined']

/**
 * Applies what became of a card charge to its investment, in the caller's transaction (the
 * provider's verified event with its `payment-events` row; or, for a decline that created no
 * payment, the charging run): paid (the investment is `active`, or `approved` when its raise
 * already succeeded), waiting for the investor (who gets a link to confirm it on-session), or
 * declined (retried daily until the window of *Payment settings* ends). A success is applied from
 * any waiting state, the others only to the charge now under way, so events in any order end in
 * the right state. Money taken for a pledge that no longer stands is marked to refund.
 */
export async function applyChargeOutcome(
  payload: Payload,
  transaction: Transaction,
  investmentId: number,
  change: {
    chargeId: string | null
    outcome: Exclude<ChargeOutcome, 'processing'>
    declineCode: string | null
    now: Date
  },
): Promise<ChargeOutcomeApplied> {
  const { db, req } = transaction
  const found = await db.execute(sql`
    select ${investments.status}, ${investments.paymentState}, ${investments.charge_chargeId},
           ${investments.charge_retryUntil}, ${investments.charge_lastAttemptAt},
           ${projects.status} as project_status
      from ${investments} join ${projects} on ${projects.id} = ${investments.project}
     where ${investments.id} = ${investmentId} and ${investments.method} = 'card'
       for update of ${investments}`)
  const locked = found.rows[0] as Locked | undefined
  if (!locked) return 'ignored'
  const current = locked.charge_charge_id
  const otherCharge = change.chargeId !== null && current !== null && change.chargeId !== current
  const at = change.now.toISOString()

  const { chargeId } = change
  const record = (
    data: Partial<Investment>,
    audit: InvestmentAudit,
    tell: Parameters<typeof recordInvestmentChange>[3]['tell'] = [],
  ) => recordInvestmentChange(payload, transaction, investmentId, { data, audit, tell })

  if (change.outcome === 'succeeded') {
    if (locked.payment_state === 'paid' || locked.payment_state === 'refund_due') return 'ignored'
    if (locked.status !== 'pending') {
      await record(
        { paymentState: 'refund_due', paidAt: at, charge: { chargeId: change.chargeId } },
        { action: 'investment.charged-after-end', details: { chargeId, status: locked.status } },
      )
      return 'paid-after-end'
    }
    const succeeded =
      locked.project_status === 'success_finished' || locked.project_status === 'running'
    await record(
      {
        status: succeeded ? 'approved' : 'active',
        paymentState: 'paid',
        paidAt: at,
        charge: { chargeId: change.chargeId ?? current, declineCode: null, retryUntil: null },
      },
      { action: 'investment.charged', details: { chargeId } },
      [
        { template: 'cardCharged' },
        ...(succeeded ? [{ template: 'raiseSucceeded' as const }] : []),
      ],
    )
    return 'paid'
  }

  if (locked.status !== 'pending' || !awaitingOutcome.includes(locked.payment_state) || otherCharge)
    return 'ignored'
  const { settlement } = await readSettingsGlobal(payload, 'payment-settings', { req })
  const retryDays = settlement?.cardRetryDays ?? 3
  // The window runs from the attempt that first failed, not from when its event arrived.
  const firstFailure = locked.charge_last_attempt_at
    ? new Date(locked.charge_last_attempt_at)
    : change.now
  const retryUntil = locked.charge_retry_until
    ? new Date(locked.charge_retry_until).toISOString()
    : new Date(firstFailure.getTime() + retryDays * 86_400_000).toISOString()
  const firstTime = locked.charge_retry_until === null

  if (change.outcome === 'requires_action') {
    if (locked.payment_state === 'action_required' && current === change.chargeId) return 'ignored'
    await record(
      {
        paymentState: 'action_required',
        charge: { chargeId: change.chargeId ?? current, retryUntil },
      },
      { action: 'investment.charge-needs-investor', details: { chargeId, retryUntil } },
      [
        {
          template: 'cardNeedsConfirmation',
          date: retryUntil,
          link: chargeConfirmationLink(investmentId),
        },
      ],
    )
    return 'action_required'
  }

  await record(
    {
      paymentState: 'charge_declined',
      charge: { chargeId: change.chargeId ?? current, declineCode: change.declineCode, retryUntil },
    },
    {
      action: 'investment.charge-declined',
      details: { chargeId, declineCode: change.declineCode, retryUntil },
    },
    firstTime ? [{ template: 'cardDeclined', date: retryUntil }] : [],
  )
  return 'charge_declined'
}
