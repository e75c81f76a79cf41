import type { Payload } from 'payload'

/**
 * The address of the investor's latest profile picture, or null: the header shows it to the
 * signed-in investor (`GET /api/user`). The file route answers only the owner and reviewers.
 */
export async function readAvatarUrl(payload: Payload, investorId: number): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'investor-documents',
    where: { investor: { equals: investorId }, kind: { equals: 'avatar' } },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]?.url ?? null
}
