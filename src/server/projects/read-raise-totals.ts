import type { Payload } from 'payload'

import { relationId } from '@/domain/relation-id'

/** What the ledger says of a project's raise (see `raise-totals`). */
export type RaiseFigures = { raisedMinor: number; investorCount: number }

export const noRaiseYet: RaiseFigures = { raisedMinor: 0, investorCount: 0 }

/** The raise figures of the given projects; a project nobody invested in yet has none. */
export async function readRaiseTotals(
  payload: Payload,
  projectIds: number[],
): Promise<Map<number, RaiseFigures>> {
  const figures = new Map<number, RaiseFigures>()
  if (projectIds.length === 0) return figures
  // The totals are public (the progress bar shows them); the projects were read with access control.
  const { docs } = await payload.find({
    collection: 'raise-totals',
    where: { project: { in: projectIds } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const total of docs) {
    const id = relationId(total.project)
    if (id !== null)
      figures.set(id, { raisedMinor: Number(total.raised), investorCount: total.investorCount })
  }
  return figures
}
