import type { Payload, PayloadRequest } from 'payload'

import type { SuitabilityResult } from '@/domain/suitability/scoring'

export type Suitability = { result: SuitabilityResult; version: number; answeredAt: string }

/**
 * The investor's suitability result, for the investing flow: with `not_suitable` (or none) each
 * investment asks for an explicit risk acknowledgement. `version` is the questionnaire they
 * answered; compare it with the current one to know whether the answers are up to date.
 */
export async function readSuitability(
  payload: Payload,
  investorId: number,
  req?: Partial<PayloadRequest>,
): Promise<Suitability | null> {
  const { docs } = await payload.find({
    collection: 'questionnaire-responses',
    where: { investor: { equals: investorId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const response = docs[0]
  if (!response) return null
  return {
    result: response.result,
    version: response.questionnaireVersion,
    answeredAt: response.answeredAt,
  }
}
