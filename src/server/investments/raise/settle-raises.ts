import type { Payload } from 'payload'

import type { CardGateway } from '@/server/investments/card-payments/card-gateway'
import { configuredCardGateways } from '@/server/investments/card-payments/configured-card-gateway'

import { advanceRaiseStatuses, type AdvancedRaise } from './advance-raise-statuses'
import { approvePaidInvestments } from './approve-paid-investments'
import { cancelUnpaidTransfers } from './cancel-unpaid-transfers'
import { chargeCardPledges, type ChargedPledge } from './charge-card-pledges'
import { detachEndedPledgeCards } from './detach-ended-pledge-cards'
import { checkLedgerConsistency, type LedgerCheck } from './check-ledger-consistency'
import { endFailedRaises } from './end-failed-raises'
import { failUnderfundedRaises } from './fail-underfunded-raises'
import { failUnpaidCharges } from './fail-unpaid-charges'
import { notifyMinimumReached } from './notify-minimum-reached'
import type { RaiseRound } from './raise-round'
import { reconcileCardPayments, type Reconciled } from './reconcile-card-payments'
import { refundCardPledges } from './refund-card-pledges'
import { withdrawApprovals } from './withdraw-approvals'

export type SettledRaises = {
  /** The consistency check's drifts found and resolved (run first, see below). */
  ledger: LedgerCheck
  advanced: AdvancedRaise[]
  minimumReached: number[]
  charged: ChargedPledge[]
  failed: number[]
  approved: number[]
  transfersCancelled: number[]
  underfunded: number[]
  approvalsWithdrawn: number[]
  ended: number[]
  refunded: number[]
  reconciled: Reconciled
  cardsDetached: number[]
}

let toldNoGateway = false

/** The configured card providers' gateways; none in development without keys (said once). */
function configuredGatewaysOrNone(payload: Payload): CardGateway[] {
  const gateways = configuredCardGateways()
  if (gateways.length === 0 && !toldNoGateway)
    payload.logger.warn({ msg: 'raises: no card provider is configured; card pledges wait' })
  toldNoGateway ||= gateways.length === 0
  return gateways
}

/**
 * One round of the raises' schedule, run by the `settleRaises` job every minute (tests pass their
 * own clock, gateway and projects): statuses that are due; a raise at its minimum told and its cards
 * charged; declined charges past their window failed; paid investments of a successful raise
 * approved; transfers past their grace cancelled; a succeeded raise whose money received stayed
 * below its minimum once its windows are over failed; a failed raise's approvals withdrawn, its
 * cards released, transfers cancelled and money received owed back; card refunds sent; charges
 * and refunds whose events did not come read back from the provider; ended pledges' cards removed
 * at the provider. Every step is safe to run twice at once or again after a crash half-way, and
 * none calls the provider with a transaction open. The ledger's consistency check runs first: a
 * raise whose totals drifted refuses every change of its pledges (checkRaiseAgainstLedger), so a
 * later step may fail on it, and the drift must be on record for staff by then.
 */
export async function settleRaises(
  payload: Payload,
  options: { now?: Date; projects?: readonly number[]; gateway?: CardGateway | null } = {},
): Promise<SettledRaises> {
  const round: RaiseRound = { now: options.now ?? new Date(), projects: options.projects }
  // Every configured provider's card steps, each on the pledges whose card was saved there (a
  // test passes its own gateway, or null for none).
  const gateways =
    options.gateway === undefined
      ? configuredGatewaysOrNone(payload)
      : options.gateway
        ? [options.gateway]
        : []
  const eachGateway = async <T>(step: (gateway: CardGateway) => Promise<T[]>) =>
    (await Promise.all(gateways.map(step))).flat()
  const ledger = await checkLedgerConsistency(payload, gateways, round)
  const advanced = await advanceRaiseStatuses(payload, round)
  const minimumReached = await notifyMinimumReached(payload, round)
  // What the provider did without telling us (lost webhooks) first, so the steps after see it.
  const reconciled: Reconciled = { charges: [], refunds: [] }
  for (const gateway of gateways) {
    const read = await reconcileCardPayments(payload, gateway, round)
    reconciled.charges.push(...read.charges)
    reconciled.refunds.push(...read.refunds)
  }
  const charged = await eachGateway((gateway) => chargeCardPledges(payload, gateway, round))
  const failed = await failUnpaidCharges(payload, round)
  const approved = await approvePaidInvestments(payload, round)
  const transfersCancelled = await cancelUnpaidTransfers(payload, round)
  const underfunded = await failUnderfundedRaises(payload, round)
  const approvalsWithdrawn = await withdrawApprovals(payload, round)
  const ended = await endFailedRaises(payload, round)
  const refunded = await eachGateway((gateway) => refundCardPledges(payload, gateway, round))
  // Cards of pledges that ended (here, or by an investor's cancel) leave the provider last.
  const cardsDetached = await eachGateway((gateway) =>
    detachEndedPledgeCards(payload, gateway, round),
  )
  return {
    ledger,
    advanced,
    minimumReached,
    charged,
    failed,
    approved,
    transfersCancelled,
    underfunded,
    approvalsWithdrawn,
    ended,
    refunded,
    reconciled,
    cardsDetached,
  }
}
