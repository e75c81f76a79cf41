import { text } from '@/domain/auth/credentials-schema'
import { minorAsMajorText } from '@/domain/investments/settlement-records'
import * as z from '@/domain/zod'

/** What disagrees: a raise's totals with its live pledges, or a paid card pledge with its charge. */
export const ledgerDriftKinds = ['raise-totals', 'provider-charge'] as const
export type LedgerDriftKind = (typeof ledgerDriftKinds)[number]

/** What a record says against what it should say (minor units; investors for a raise's totals). */
export type DriftFigures = {
  recordedMinor: number
  actualMinor: number
  recordedInvestors?: number
  actualInvestors?: number
}

export function figuresDisagree(figures: DriftFigures): boolean {
  return (
    figures.recordedMinor !== figures.actualMinor ||
    (figures.recordedInvestors ?? null) !== (figures.actualInvestors ?? null)
  )
}

/**
 * The drift's one-line title in the admin list, in figures only so that it reads the same in both
 * of the panel's languages: `#12 · 12000.00 ≠ 10000.00 · 3 ≠ 2` for a raise (project 12),
 * `#12/#345 · 1537.50 ≠ 1025.00` for a card pledge (investment 345).
 */
export function driftSummary(
  where: { projectId: number; investmentId?: number | null },
  figures: DriftFigures,
): string {
  const place =
    where.investmentId == null
      ? `#${where.projectId}`
      : `#${where.projectId}/#${where.investmentId}`
  const money = `${minorAsMajorText(figures.recordedMinor)} ≠ ${minorAsMajorText(figures.actualMinor)}`
  const investors =
    figures.recordedInvestors === undefined || figures.actualInvestors === undefined
      ? ''
      : ` · ${figures.recordedInvestors} ≠ ${figures.actualInvestors}`
  return `${place} · ${money}${investors}`
}

export const driftNoteMax = 500

/** A staff member's account of a drift they close by hand (what was found, what was done). */
export const driftResolutionSchema = z.object(
  { note: text().trim().min(1, 'required').max(driftNoteMax, 'tooLong') },
  { error: 'badRequest' },
)
