import type { Payload } from 'payload'

import { allowanceFor } from '@/domain/investments/allowance'
import {
  canCancelInvestment,
  canCancelPledge,
  canChangePledge,
  paymentStateAfterCancel,
} from '@/domain/investments/cancellation-window'
import { cardFee } from '@/domain/investments/amounts'
import { convertToIlsMinor } from '@/domain/investments/fx'
import { investableStatuses, minimumInvestment, priceChoice } from '@/domain/investments/investable'
import type { InvestmentUpdate } from '@/domain/investments/investment-request'
import { initialPaymentState, isLiveInvestmentStatus } from '@/domain/investments/investment-status'
import { israelToday } from '@/domain/identity/adulthood'
import { formatMoney } from '@/domain/money'
import { relationId } from '@/domain/relation-id'
import type { Investment, Investor } from '@/payload-types'
import type { ClientContext } from '@/server/accounts/client-context'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import {
  issuePaymentRequest,
  voidPaymentRequests,
} from '@/server/investments/payment-requests/issue-payment-request'
import { endPledge, pledgeAmountOf } from '@/server/investments/raise/end-pledge'
import { readRaiseTiming } from '@/server/investments/raise/read-raise-timing'
import { refuseAboveCardMaximum } from '@/server/investments/card-payments/refuse-above-card-maximum'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

import { findInvestableProject } from './find-investable-project'
import { guardInvestmentState } from './guard-investment-state'
import { lockInvestorRow, lockOwnInvestment, lockProjectRowShared } from './lock-rows'
import {
  addToRaise,
  checkRaiseAgainstLedger,
  readRaiseTotalsRow,
  takeFromRaise,
} from './raise-totals'
import { ilsRateOn } from './read-fx-rate'
import { readInvestmentHistory } from './read-investment-history'
import { readInvestorSituation } from './read-investor-standing'
import { readLegalTerms } from './read-legal-terms'
import { requestedAmountMinor } from './requested-amount'

export type ChangedInvestment = { investment: Investment; projectAlias: string }

/**
 * `POST /api/investition/update`: while its raise is open and until the cancelling window closes
 * (*Payment settings*, 48 hours before the end; during an extension, its end), the owner cancels a
 * live investment, also one already paid (the money is then owed back in full, the card's fee
 * included), or changes a pending one's amount (or share package) or payment method while no
 * money has moved. In one transaction, with the rows locked in the fixed order (the investor, the
 * investment, the project, the raise's totals) before their state is read, so a transfer recorded
 * or a charge sent meanwhile is decided on, never overwritten; every write to the investment is
 * guarded by the state it was decided on. The raise gives back the old amount and takes the new
 * one by the same conditional UPDATE, the caps count the new amount without the old, and the raise
 * is checked against its live pledges before the commit. Each change is audited; a cancellation
 * is confirmed by e-mail.
 */
export async function changeInvestment(
  payload: Payload,
  input: {
    investor: Pick<Investor, 'id' | 'accountKind'>
    update: InvestmentUpdate
    client: ClientContext
    now?: Date
  },
): Promise<ChangedInvestment> {
  const { investor, update, client } = input
  const now = input.now ?? new Date()
  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    await lockInvestorRow(transaction, investor.id)
    const investment = await lockOwnInvestment(payload, transaction, investor.id, update.investment)
    if (!investment) throw new AppError('NOT_FOUND')
    const projectId = relationId(investment.project) ?? 0
    await lockProjectRowShared(transaction, projectId)
    const project = await findInvestableProject(payload, projectId, req)
    const allowed = update.cancel ? canCancelInvestment(investment) : canChangePledge(investment)
    if (!allowed || !investableStatuses.includes(project.terms.status))
      throw new AppError('INVESTMENT_NOT_CHANGEABLE')
    const timing = await readRaiseTiming(transaction, projectId)
    const { settlement } = await readSettingsGlobal(payload, 'payment-settings', { req })
    const windowHours = settlement?.cancellationWindowHours ?? 48
    if (!timing || !canCancelPledge(timing, windowHours, now))
      throw new AppError('CHANGES_CLOSED', { messageValues: { hours: windowHours } })
    const oldAmount = Number(investment.amount)

    if (update.cancel) {
      const refundDue = investment.paymentState === 'paid'
      const cancelled = await endPledge(payload, transaction, investment, {
        status: 'cancelled',
        paymentState: paymentStateAfterCancel(investment),
        audit: {
          action: 'investment.cancelled',
          details: {
            ...pledgeAmountOf(investment),
            by: 'investor',
            paymentState: investment.paymentState,
            ip: client.ip,
          },
        },
        template: refundDue ? 'pledgeCancelledRefund' : 'pledgeCancelled',
        now,
      })
      return { investment: cancelled, projectAlias: project.alias }
    }

    const method = update.method ?? investment.method
    let amountMinor = oldAmount
    let units = Number(investment.units)
    let unitPriceMinor = Number(investment.unitPrice)
    let sharePackage = investment.sharePackage ?? null
    let amountIls = Number(investment.amountIls)
    const terms = await readLegalTerms(payload, now, req)
    if (update.amount !== undefined || update.sharePackage !== undefined) {
      const day = israelToday(now)
      const rate = await ilsRateOn(payload, project.currency, day, req)
      const angelMinimum = project.terms.angelCampaign
        ? project.currency === 'USD'
          ? terms.rules.angel.minimumUsdMinor
          : convertToIlsMinor(
              terms.rules.angel.minimumUsdMinor,
              (await ilsRateOn(payload, 'USD', day, req)).micros,
            )
        : null
      const raise = await readRaiseTotalsRow(transaction, projectId)
      // The raise as if this investment were not in it.
      const without = { ...raise, raisedMinor: raise.raisedMinor - oldAmount }
      const priced = priceChoice(
        project.terms,
        without,
        update.sharePackage !== undefined
          ? { sharePackageId: update.sharePackage }
          : { amountMinor: requestedAmountMinor(update.amount) },
        minimumInvestment(project.terms, angelMinimum),
      )
      if (!priced.ok) {
        if (priced.problem === 'aboveRaiseLeft')
          throw new AppError('RAISE_LIMIT_REACHED', {
            leftMinor: priced.limitMinor,
            currency: project.currency,
            messageValues: {
              remaining: formatMoney(
                { minor: priced.limitMinor ?? 0, currency: project.currency },
                client.locale,
              ),
            },
          })
        throw new AppError('VALIDATION_FAILED', {
          fields: {
            [priced.problem === 'packageUnknown' ? 'sharePackage' : 'amount']: priced.problem,
          },
          ...(priced.limitMinor === undefined ? {} : { minimumMinor: priced.limitMinor }),
        })
      }
      const situation = await readInvestorSituation(payload, investor, now, req)
      const history = (
        await readInvestmentHistory(payload, investor.id, projectId, now, transaction)
      ).filter((each) => each.id !== investment.id)
      amountIls = convertToIlsMinor(priced.amountMinor, rate.micros)
      const allowance = allowanceFor(terms.period, situation.standing, history, projectId, now)
      if (allowance.kind === 'bracketMissing')
        throw new AppError('PROFILE_INCOMPLETE', { missing: ['investorType'] })
      if (allowance.kind === 'capped' && amountIls > allowance.leftMinor)
        throw new AppError('OVER_LEGAL_LIMIT', {
          leftMinor: allowance.leftMinor,
          currency: 'ILS',
          messageValues: {
            remaining: formatMoney({ minor: allowance.leftMinor, currency: 'ILS' }, client.locale),
          },
        })
      amountMinor = priced.amountMinor
      units = priced.units
      unitPriceMinor = priced.unitPriceMinor
      sharePackage = priced.sharePackageId
    }
    if (method === 'card') {
      const feeBasisPoints = terms.rules.cardFeeBasisPoints
      const charge = { amountMinor, feeBasisPoints, currency: project.currency }
      refuseAboveCardMaximum(charge, client.locale)
    }
    const methodChanged = method !== investment.method
    await guardInvestmentState(transaction, investment.id, {
      status: [investment.status],
      paymentState: [investment.paymentState],
    })
    const updated = await payload.update({
      collection: 'investments',
      id: investment.id,
      data: {
        amount: amountMinor,
        units,
        unitPrice: unitPriceMinor,
        sharePackage,
        amountIls,
        method,
        fee: method === 'card' ? cardFee(amountMinor, terms.rules.cardFeeBasisPoints) : 0,
        ...(methodChanged ? { paymentState: initialPaymentState(method) } : {}),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(
      payload,
      {
        action: 'investment.changed',
        investor: investor.id,
        investment: investment.id,
        details: {
          from: { amount: oldAmount, method: investment.method },
          to: { amount: amountMinor, method },
          ip: client.ip,
        },
      },
      { req },
    )
    // The payment request follows the investment: a new one for a new amount, none for a card.
    if (method === 'bank_transfer' && (amountMinor !== oldAmount || methodChanged))
      await issuePaymentRequest(payload, updated, transaction)
    if (method === 'card' && methodChanged)
      await voidPaymentRequests(payload, investment.id, transaction)
    if (amountMinor !== oldAmount) {
      await takeFromRaise(transaction, { projectId, amountMinor: oldAmount, investorLeft: false })
      const added = await addToRaise(transaction, {
        projectId,
        amountMinor,
        newInvestor: false,
        maximumMinor: project.terms.maximumRaiseMinor,
        maxInvestors: null,
      })
      if (!added) throw new AppError('RAISE_LIMIT_REACHED', { currency: project.currency })
      await checkRaiseAgainstLedger(transaction, projectId)
    }
    if (!isLiveInvestmentStatus(updated.status)) throw new Error('a changed investment stays live')
    return { investment: updated, projectAlias: project.alias }
  })
}
