import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Currency } from '@/domain/money'
import { figuresDisagree, type DriftFigures } from '@/domain/investments/raise/ledger-drift'
import { investments, ledger_drifts, raise_totals } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import type { Fields } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import type { CardGateway } from '@/server/investments/card-payments/card-gateway'

import { findOpenDrift, recordDrift, resolveDrift, type DriftPlace } from './ledger-drifts'
import { inRound, type RaiseRound } from './raise-round'
import { lockTotalsWithLiveSum } from './read-live-totals'

/**
 * Card pledges read back from the provider in one round: those paid in the last few days, newest
 * first, at most this many (plus every pledge with a drift still open, so that it can close). A
 * round runs every minute; reading every paid charge each time would be one provider call per
 * investor per minute. A charge disagrees, if ever, when it is made or changed soon after: older
 * payments were checked while they were recent.
 */
const providerWindowDays = 3
const providerReadsPerRound = 25

export type LedgerCheck = {
  /** Drifts recorded this round (ledger-drifts ids). */
  found: number[]
  /** Drifts a check found agreeing again, resolved this round. */
  resolved: number[]
}

type TotalsRow = Fields<[typeof raise_totals.project, number]> & {
  agrees: boolean
  open: boolean
}

type PaidCardRow = Fields<
  | [typeof investments.id | typeof investments.project, number]
  | [typeof investments.charge_chargeId, string]
>

/**
 * The settlement round's consistency check (issue 30): for each project with totals, its raised
 * amount and investor count against its live pledges; for paid card pledges, what the ledger says
 * was charged (amount with the fee) against what the provider's charge holds. A disagreement is
 * recorded once in `ledger-drifts` (audited, logged as an error) and stays open while it lasts; a
 * drift that no longer holds is resolved (audited). Each figure is compared under the lock of the
 * row it is read from; the provider is read before, outside any transaction.
 */
export async function checkLedgerConsistency(
  payload: Payload,
  gateways: readonly CardGateway[],
  round: RaiseRound,
): Promise<LedgerCheck> {
  const check: LedgerCheck = { found: [], resolved: [] }
  await checkRaiseTotals(payload, round, check)
  // Each provider's charges against what it holds: the pledges whose card was saved there.
  for (const gateway of gateways) await checkProviderCharges(payload, gateway, round, check)
  return check
}

async function checkRaiseTotals(payload: Payload, round: RaiseRound, check: LedgerCheck) {
  // A first look without locks over all projects; only a suspect (or one with a drift open) is
  // checked again under its row's lock, so agreeing raises cost one grouped query.
  const looked = await sqlDatabase(payload).execute(sql`
    select ${raise_totals.project},
           (${raise_totals.raised} = coalesce(sum(${investments.amount}), 0)
            and ${raise_totals.investorCount} = count(distinct ${investments.investor})) as agrees,
           exists (select 1 from ${ledger_drifts}
                    where ${ledger_drifts.project} = ${raise_totals.project}
                      and ${ledger_drifts.kind} = 'raise-totals'
                      and ${ledger_drifts.resolvedAt} is null) as open
      from ${raise_totals}
      left join ${investments}
        on ${investments.project} = ${raise_totals.project}
       and ${investments.status} in ('pending', 'active', 'approved')
     where true ${inRound(round, raise_totals.project)}
     group by ${raise_totals.project}, ${raise_totals.raised}, ${raise_totals.investorCount}
     order by ${raise_totals.project}`)
  for (const row of looked.rows as TotalsRow[]) {
    if (row.agrees && !row.open) continue
    await settleOne(
      payload,
      check,
      async (transaction) => {
        const totals = await lockTotalsWithLiveSum(transaction, row.project_id)
        if (!totals) return null
        return {
          place: { kind: 'raise-totals', projectId: row.project_id },
          currency: totals.currency,
          figures: {
            recordedMinor: totals.recorded.raisedMinor,
            actualMinor: totals.live.raisedMinor,
            recordedInvestors: totals.recorded.investorCount,
            actualInvestors: totals.live.investorCount,
          },
        }
      },
      round.now,
    )
  }
}

async function checkProviderCharges(
  payload: Payload,
  gateway: CardGateway,
  round: RaiseRound,
  check: LedgerCheck,
) {
  const since = new Date(round.now.getTime() - providerWindowDays * 86_400_000).toISOString()
  const found = await sqlDatabase(payload).execute(sql`
    select ${investments.id}, ${investments.project}, ${investments.charge_chargeId}
      from ${investments}
      left join ${ledger_drifts}
        on ${ledger_drifts.investment} = ${investments.id}
       and ${ledger_drifts.kind} = 'provider-charge' and ${ledger_drifts.resolvedAt} is null
     where ${investments.method} = 'card' and ${investments.paymentState} in ('paid', 'refund_due')
       and ${investments.charge_chargeId} is not null
       and (${investments.paidAt} >= ${since} or ${ledger_drifts.id} is not null)
       and ${investments.card_provider} = ${gateway.name}
       ${inRound(round, investments.project)}
     order by (${ledger_drifts.id} is not null) desc, ${investments.paidAt} desc,
              ${investments.id} desc
     limit ${providerReadsPerRound}`)
  for (const row of found.rows as PaidCardRow[]) {
    let charge
    try {
      charge = await gateway.readCharge(row.charge_charge_id)
    } catch (err) {
      // The provider away for a moment: this pledge is read again next round.
      payload.logger.warn({ err, msg: `ledger check: charge of investment ${row.id} not read` })
      continue
    }
    const providerHolds = charge.outcome === 'succeeded' ? charge.amountMinor : 0
    await settleOne(
      payload,
      check,
      async ({ db }) => {
        const locked = await db.execute(sql`
        select ${investments.project}, ${investments.currency}, ${investments.amount},
               ${investments.fee}, ${investments.paymentState}, ${investments.charge_chargeId}
          from ${investments} where ${investments.id} = ${row.id} for update`)
        const investment = locked.rows[0] as
          | Fields<
              | [typeof investments.project, number]
              | [typeof investments.currency, Currency]
              | [typeof investments.amount | typeof investments.paymentState, string]
              | [typeof investments.fee | typeof investments.charge_chargeId, string | null]
            >
          | undefined
        // Changed since the provider was read (refunded, another charge): the next round decides.
        if (
          !investment ||
          !['paid', 'refund_due'].includes(investment.payment_state) ||
          investment.charge_charge_id !== row.charge_charge_id
        )
          return null
        return {
          place: {
            kind: 'provider-charge',
            projectId: investment.project_id,
            investmentId: row.id,
          },
          currency: investment.currency,
          providerOutcome: charge.outcome,
          figures: {
            recordedMinor: Number(investment.amount) + Number(investment.fee ?? 0),
            actualMinor: providerHolds,
          },
        }
      },
      round.now,
    )
  }
}

type Compared = {
  place: DriftPlace
  currency: Currency
  providerOutcome?: string
  figures: DriftFigures
}

type Outcome = { change: 'found' | 'resolved'; drift: number; compared: Compared }

/**
 * In one transaction: `compare` locks and reads its figures; a disagreement is recorded unless
 * already open, an agreement closes what is open. A failure is logged and leaves the rest of the
 * check going (it runs again next round).
 */
async function settleOne(
  payload: Payload,
  check: LedgerCheck,
  compare: Parameters<typeof withTransaction<Compared | null>>[1],
  now: Date,
) {
  try {
    const outcome = await withTransaction<Outcome | null>(payload, async (transaction) => {
      const compared = await compare(transaction)
      if (!compared) return null
      if (figuresDisagree(compared.figures)) {
        const drift = await recordDrift(
          payload,
          transaction,
          compared.place,
          {
            ...compared.figures,
            currency: compared.currency,
            providerOutcome: compared.providerOutcome,
          },
          now,
        )
        return drift ? { change: 'found', drift: drift.id, compared } : null
      }
      const open = await findOpenDrift(payload, transaction, compared.place)
      if (!open) return null
      await resolveDrift(payload, transaction, open, {
        now,
        note: 'The figures agree again on a later check.',
        audit: true,
      })
      return { change: 'resolved', drift: open.id, compared }
    })
    if (outcome?.change === 'found') {
      check.found.push(outcome.drift)
      const { place, figures } = outcome.compared
      payload.logger.error({
        msg: `ledger drift ${outcome.drift}: ${place.kind} of project ${place.projectId}${place.investmentId ? `, investment ${place.investmentId}` : ''}: recorded ${figures.recordedMinor}, actual ${figures.actualMinor}${figures.recordedInvestors === undefined ? '' : `, investors ${figures.recordedInvestors} vs ${figures.actualInvestors}`}`,
      })
    }
    if (outcome?.change === 'resolved') check.resolved.push(outcome.drift)
  } catch (err) {
    payload.logger.error({ err, msg: 'ledger check: a comparison failed; tried again next round' })
  }
}
