import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cardPaymentsOffered } from '@/domain/configuration/card-payments'
import { israelToday } from '@/domain/identity/adulthood'
import { allowanceFor } from '@/domain/investments/allowance'
import { cardFee } from '@/domain/investments/amounts'
import { convertToIlsMinor } from '@/domain/investments/fx'
import { minimumInvestment, priceChoice, whyClosed } from '@/domain/investments/investable'
import {
  canonicalInvestmentRequest,
  type InvestmentRequest,
} from '@/domain/investments/investment-request'
import { initialPaymentState } from '@/domain/investments/investment-status'
import { paymentReference } from '@/domain/investments/reference'
import { formatMoney, type Currency } from '@/domain/money'
import { investments } from '@/payload-generated-schema'
import type { Investment, Investor } from '@/payload-types'
import type { ClientContext } from '@/server/accounts/client-context'
import { recordAudit } from '@/server/audit/record-audit'
import { sqlDatabase } from '@/server/db/sql-database'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { issuePaymentRequest } from '@/server/investments/payment-requests/issue-payment-request'
import { refuseAboveCardMaximum } from '@/server/investments/card-payments/refuse-above-card-maximum'
import { readInvestorSight } from '@/server/projects/read-investor-sight'
import { readSuitability } from '@/server/suitability/read-suitability'

import { findInvestableProject } from './find-investable-project'
import { lockInvestorRow, lockProjectRowShared } from './lock-rows'
import {
  addToRaise,
  checkRaiseAgainstLedger,
  ensureRaiseTotals,
  readRaiseTotalsRow,
} from './raise-totals'
import { readDocumentVersions } from './read-document-versions'
import { ilsRateOn } from './read-fx-rate'
import { readInvestmentHistory } from './read-investment-history'
import { readInvestorSituation } from './read-investor-standing'
import { readLegalTerms } from './read-legal-terms'
import { queueInvestmentConfirmation } from './queue-investment-confirmation'
import { refuseUnready } from './refuse-unready'
import { requestedAmountMinor } from './requested-amount'

export type CreateInvestmentInput = {
  /** With the name and address when at hand (the session has them): the e-mail needs them. */
  investor: Pick<Investor, 'id' | 'accountKind'> & Partial<Pick<Investor, 'name' | 'email'>>
  request: InvestmentRequest
  /** The form submission's key: the same key again answers the investment it made. */
  idempotencyKey: string
  client: ClientContext
  now?: Date
}

export type CreatedInvestment = {
  investment: Investment
  replayed: boolean
  projectAlias: string
  /** The bank transfer's payment request, when this call made one. */
  paymentRequestId?: number | null
}

/**
 * The investment an earlier submission with this key made, if any. Looked up by its unique index
 * in plain SQL first: nearly every submission is new, and this runs twice for each.
 */
async function findBySubmission(
  payload: Payload,
  investorId: number,
  idempotencyKey: string,
  transaction?: Transaction,
): Promise<Investment | null> {
  const found = await (transaction?.db ?? sqlDatabase(payload)).execute(sql`
    select ${investments.id} from ${investments}
     where ${investments.investor} = ${investorId}
       and ${investments.idempotencyKey} = ${idempotencyKey}`)
  const row = found.rows[0] as { id: number } | undefined
  if (!row) return null
  return payload.findByID({
    collection: 'investments',
    id: row.id,
    depth: 0,
    overrideAccess: true,
    req: transaction?.req,
  })
}

/** The digest of what a submission asks for (`canonicalInvestmentRequest`), kept with it. */
function requestDigest(request: InvestmentRequest, projectId: number): string {
  return createHash('sha256').update(canonicalInvestmentRequest(request, projectId)).digest('hex')
}

/**
 * A repeated key answers its investment only if it asks for exactly the same (project, amount,
 * package, method, confirmations, campaign): the same key with another body is refused, never told
 * an investment it did not ask for. Rows made before digests were kept compare project and method.
 */
function replay(
  found: Investment,
  projectId: number,
  request: InvestmentRequest,
  digest: string,
): Investment {
  const same = found.requestDigest
    ? found.requestDigest === digest
    : found.project === projectId && found.method === request.method
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED')
  return found
}

const money = (minor: number, currency: Currency, client: ClientContext) =>
  formatMoney({ minor, currency }, client.locale)

/**
 * Spec 5, investing: records an investment in one transaction. The investor's row is locked (their
 * investments take turns against the caps), the project row shared (a status change waits), every
 * rule re-checked on the locked state; the investment, its audit entry, its payment request and
 * confirmation e-mail are written; last, one conditional UPDATE adds it to the raise, refused past
 * the maximum. A repeated submission (same `Idempotency-Key`) answers the first investment.
 */
export async function createInvestment(
  payload: Payload,
  input: CreateInvestmentInput,
): Promise<CreatedInvestment> {
  const { investor, request, idempotencyKey, client } = input
  // A company's account never invests (spec 6), and has no investor profile to read: refused first.
  if (investor.accountKind === 'company') throw new AppError('COMPANY_ACCOUNT')
  const now = input.now ?? new Date()
  const project = await findInvestableProject(payload, request.project, undefined, client.locale)
  // An angel campaign takes investments from pre-qualified investors only; to anyone else it is
  // not there.
  if (project.terms.angelCampaign && !(await readInvestorSight(payload, investor)).preQualified)
    throw new AppError('NOT_FOUND')
  const chosenAmountMinor =
    request.sharePackage === undefined ? requestedAmountMinor(request.amount) : null
  const digest = requestDigest(request, project.id)
  const earlier = await findBySubmission(payload, investor.id, idempotencyKey)
  if (earlier)
    return {
      investment: replay(earlier, project.id, request, digest),
      replayed: true,
      projectAlias: project.alias,
    }

  // The payment step offers no card then; a card chosen anyway could never be saved.
  if (request.method === 'card' && !cardPaymentsOffered(process.env))
    throw new AppError('CARD_PAYMENTS_UNAVAILABLE')

  const day = israelToday(now)
  const [terms, rate, suitability, documents] = await Promise.all([
    readLegalTerms(payload, now),
    ilsRateOn(payload, project.currency, day),
    readSuitability(payload, investor.id),
    readDocumentVersions(payload, project.id),
  ])
  const angelMinimumMinor = project.terms.angelCampaign
    ? project.currency === 'USD'
      ? terms.rules.angel.minimumUsdMinor
      : convertToIlsMinor(
          terms.rules.angel.minimumUsdMinor,
          (await ilsRateOn(payload, 'USD', day)).micros,
        )
    : null
  const needsRiskAcknowledgement = !suitability || suitability.result === 'not_suitable'
  if (needsRiskAcknowledgement && !request.confirmations.riskAcknowledged)
    throw new AppError('VALIDATION_FAILED', {
      fields: { 'confirmations.riskAcknowledged': 'mustConfirm' },
    })

  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    await lockInvestorRow(transaction, investor.id)
    const again = await findBySubmission(payload, investor.id, idempotencyKey, transaction)
    if (again)
      return {
        investment: replay(again, project.id, request, digest),
        replayed: true,
        projectAlias: project.alias,
      }

    const situation = await readInvestorSituation(payload, investor, now, req)
    refuseUnready(situation.readiness)

    await lockProjectRowShared(transaction, project.id)
    const current = await findInvestableProject(payload, project.id, req)
    const raise = await readRaiseTotalsRow(transaction, project.id)
    const history = await readInvestmentHistory(payload, investor.id, project.id, now, transaction)
    const alreadyInvested = history.some((each) => each.projectId === project.id)

    const closed = whyClosed(current.terms, raise, terms.rules.angel.maxInvestors, alreadyInvested)
    if (closed) throw new AppError('PROJECT_NOT_OPEN', { reason: closed })
    const choice =
      chosenAmountMinor === null
        ? { sharePackageId: request.sharePackage! }
        : { amountMinor: chosenAmountMinor }
    const priced = priceChoice(
      current.terms,
      raise,
      choice,
      minimumInvestment(current.terms, angelMinimumMinor),
    )
    if (!priced.ok) {
      if (priced.problem === 'aboveRaiseLeft')
        throw new AppError('RAISE_LIMIT_REACHED', {
          leftMinor: priced.limitMinor,
          currency: current.currency,
          messageValues: { remaining: money(priced.limitMinor ?? 0, current.currency, client) },
        })
      throw new AppError('VALIDATION_FAILED', {
        fields: {
          [priced.problem === 'packageUnknown' ? 'sharePackage' : 'amount']: priced.problem,
        },
        ...(priced.limitMinor === undefined ? {} : { minimumMinor: priced.limitMinor }),
      })
    }

    if (request.method === 'card')
      refuseAboveCardMaximum(
        {
          amountMinor: priced.amountMinor,
          feeBasisPoints: terms.rules.cardFeeBasisPoints,
          currency: current.currency,
        },
        client.locale,
      )

    const amountIls = convertToIlsMinor(priced.amountMinor, rate.micros)
    const allowance = allowanceFor(terms.period, situation.standing, history, project.id, now)
    if (allowance.kind === 'bracketMissing')
      throw new AppError('PROFILE_INCOMPLETE', { missing: ['investorType'] })
    if (allowance.kind === 'capped' && amountIls > allowance.leftMinor)
      throw new AppError('OVER_LEGAL_LIMIT', {
        leftMinor: allowance.leftMinor,
        currency: 'ILS',
        messageValues: { remaining: money(allowance.leftMinor, 'ILS', client) },
      })

    const sequence = await transaction.db.execute(
      sql`select nextval('investment_number_seq') as number`,
    )
    const number = Number((sequence.rows[0] as { number: string }).number)
    const investment = await payload.create({
      collection: 'investments',
      data: {
        number,
        reference: paymentReference(number),
        investor: investor.id,
        project: project.id,
        status: 'pending',
        method: request.method,
        paymentState: initialPaymentState(request.method),
        currency: current.currency,
        amount: priced.amountMinor,
        fee:
          request.method === 'card'
            ? cardFee(priced.amountMinor, terms.rules.cardFeeBasisPoints)
            : 0,
        unitPrice: priced.unitPriceMinor,
        units: priced.units,
        sharePackage: priced.sharePackageId,
        amountIls,
        fxRate: rate.text,
        investorSnapshot: {
          investorType: situation.standing.type,
          incomeBracket:
            situation.standing.bracket === null ? null : String(situation.standing.bracket),
          accountantConfirmation: situation.standing.accountantConfirmed,
          kycStatus: situation.profile.kycStatus,
          limitsEffectiveFrom: terms.period.effectiveFrom,
          allowanceBefore: allowance.kind === 'capped' ? allowance.leftMinor : null,
        },
        confirmations: {
          withinLimit: request.confirmations.withinLimit,
          documentsRead: request.confirmations.documentsRead,
          riskWarning: request.confirmations.riskWarning,
          riskAcknowledged: request.confirmations.riskAcknowledged,
          confirmedAt: now.toISOString(),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
          documents,
          questionnaireVersion: suitability?.version ?? null,
          suitability: suitability?.result ?? 'none',
        },
        utm: request.utm ?? {},
        rbTransactionId: request.rbTransactionId ?? null,
        idempotencyKey,
        requestDigest: digest,
        locale: client.locale,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(
      payload,
      {
        action: 'investment.created',
        investor: investor.id,
        investment: investment.id,
        details: {
          number,
          amount: priced.amountMinor,
          currency: current.currency,
          method: request.method,
          ip: client.ip,
        },
      },
      { req },
    )

    const paymentRequest =
      request.method === 'bank_transfer'
        ? await issuePaymentRequest(payload, investment, transaction)
        : null
    await queueInvestmentConfirmation(payload, investment, transaction, {
      paymentRequest,
      investor:
        investor.name && investor.email
          ? { name: investor.name, email: investor.email }
          : undefined,
      projectName: project.name,
    })

    await ensureRaiseTotals(
      transaction,
      project.id,
      current.currency,
      current.terms.maximumRaiseMinor,
    )
    const added = await addToRaise(transaction, {
      projectId: project.id,
      amountMinor: priced.amountMinor,
      newInvestor: !alreadyInvested,
      maximumMinor: current.terms.maximumRaiseMinor,
      maxInvestors: current.terms.angelCampaign ? terms.rules.angel.maxInvestors : null,
    })
    if (!added) {
      const latest = await readRaiseTotalsRow(transaction, project.id)
      const leftMinor = Math.max(0, current.terms.maximumRaiseMinor - latest.raisedMinor)
      if (priced.amountMinor <= leftMinor)
        throw new AppError('PROJECT_NOT_OPEN', { reason: 'angelCampaignFull' })
      throw new AppError('RAISE_LIMIT_REACHED', {
        leftMinor,
        currency: current.currency,
        messageValues: { remaining: money(leftMinor, current.currency, client) },
      })
    }
    await checkRaiseAgainstLedger(transaction, project.id)
    return {
      investment,
      replayed: false,
      projectAlias: project.alias,
      paymentRequestId: paymentRequest?.id ?? null,
    }
  })
}
