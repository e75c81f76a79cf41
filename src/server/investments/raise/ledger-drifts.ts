import type { Payload } from 'payload'

import type { LedgerDriftKind } from '@/domain/investments/raise/ledger-drift'
import type { Currency } from '@/domain/money'
import { driftSummary, type DriftFigures } from '@/domain/investments/raise/ledger-drift'
import type { LedgerDrift } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import type { Transaction } from '@/server/db/with-transaction'

export type DriftPlace = { kind: LedgerDriftKind; projectId: number; investmentId?: number | null }

/** The key an open drift is known by (unique while open, cleared when resolved). */
const openKeyOf = (place: DriftPlace) =>
  `${place.kind}:${place.projectId}:${place.investmentId ?? '-'}`

export async function findOpenDrift(
  payload: Payload,
  transaction: Transaction,
  place: DriftPlace,
): Promise<LedgerDrift | null> {
  const found = await payload.find({
    collection: 'ledger-drifts',
    where: { openKey: { equals: openKeyOf(place) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: transaction.req,
  })
  return found.docs[0] ?? null
}

/**
 * Records a drift found, with its audit entry; the caller holds the lock of the row it checked, so
 * a drift already open (found by an earlier round) is seen and left alone: one record while it lasts.
 */
export async function recordDrift(
  payload: Payload,
  transaction: Transaction,
  place: DriftPlace,
  figures: DriftFigures & { currency: Currency; providerOutcome?: string },
  now: Date,
): Promise<LedgerDrift | null> {
  if (await findOpenDrift(payload, transaction, place)) return null
  const drift = await payload.create({
    collection: 'ledger-drifts',
    data: {
      kind: place.kind,
      project: place.projectId,
      investment: place.investmentId ?? null,
      currency: figures.currency,
      summary: driftSummary(place, figures),
      recordedMinor: figures.recordedMinor,
      actualMinor: figures.actualMinor,
      differenceMinor: figures.actualMinor - figures.recordedMinor,
      recordedInvestors: figures.recordedInvestors ?? null,
      actualInvestors: figures.actualInvestors ?? null,
      providerOutcome: figures.providerOutcome ?? null,
      foundAt: now.toISOString(),
      openKey: openKeyOf(place),
    },
    depth: 0,
    overrideAccess: true,
    req: transaction.req,
  })
  await recordAudit(
    payload,
    {
      action: 'ledger.drift-found',
      project: place.projectId,
      investment: place.investmentId ?? null,
      details: { drift: drift.id, kind: place.kind, ...figures },
    },
    { req: transaction.req },
  )
  return drift
}

/**
 * Closes an open drift: by a later check that found the figures agreeing (no staff member), or by
 * a staff member's action (a recount), with its audit entry unless the action writes its own.
 */
export async function resolveDrift(
  payload: Payload,
  transaction: Transaction,
  drift: LedgerDrift,
  resolution: { now: Date; staffId?: number | null; note: string; audit: boolean },
): Promise<void> {
  await payload.update({
    collection: 'ledger-drifts',
    id: drift.id,
    data: {
      resolvedAt: resolution.now.toISOString(),
      resolvedBy: resolution.staffId ?? null,
      note: resolution.note,
      openKey: null,
    },
    depth: 0,
    overrideAccess: true,
    req: transaction.req,
  })
  if (!resolution.audit) return
  await recordAudit(
    payload,
    {
      action: 'ledger.drift-resolved',
      project: typeof drift.project === 'number' ? drift.project : drift.project.id,
      investment:
        drift.investment == null
          ? null
          : typeof drift.investment === 'number'
            ? drift.investment
            : drift.investment.id,
      actor: resolution.staffId ?? null,
      details: { drift: drift.id, kind: drift.kind, note: resolution.note },
    },
    { req: transaction.req },
  )
}
