import type { Payload, PayloadRequest } from 'payload'

import type { VentureStepData } from '@/domain/companies/venture-step-schema'
import { relationId } from '@/domain/relation-id'

type References = Pick<VentureStepData, 'category' | 'subcategory' | 'team'>

/**
 * What the venture step names by id, checked against the database: a top-level category, a
 * subcategory of it (as projects use them), and team photos uploaded to this very inquiry (an id
 * of another company's file must not become a photo here). Field errors as `Validation` keys.
 */
export async function ventureReferenceProblems(
  payload: Payload,
  inquiryId: number | null,
  { category, subcategory, team }: References,
  req?: Partial<PayloadRequest>,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {}
  const ids = [category, subcategory].filter((id): id is number => typeof id === 'number')
  const { docs: categories } = ids.length
    ? await payload.find({
        collection: 'categories',
        where: { id: { in: ids } },
        depth: 0,
        limit: ids.length,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const parentOf = (id: number) => {
    const found = categories.find((each) => each.id === id)
    return found ? relationId(found.parent) : undefined
  }
  if (category != null && parentOf(category) !== null) problems.category = 'choiceInvalid'
  if (subcategory != null && (category == null || parentOf(subcategory) !== category))
    problems.subcategory = 'choiceInvalid'

  const photoIds = team.map((member) => member.photo).filter((id): id is number => id != null)
  if (photoIds.length === 0) return problems
  const { docs: photos } =
    inquiryId === null
      ? { docs: [] }
      : await payload.find({
          collection: 'company-inquiry-files',
          where: {
            and: [
              { id: { in: photoIds } },
              { inquiry: { equals: inquiryId } },
              { kind: { equals: 'team-photo' } },
              { removedAt: { exists: false } },
            ],
          },
          depth: 0,
          limit: photoIds.length,
          overrideAccess: true,
          req,
        })
  team.forEach((member, index) => {
    if (member.photo != null && !photos.some((photo) => photo.id === member.photo))
      problems[`team.${index}.photo`] = 'choiceInvalid'
  })
  return problems
}
