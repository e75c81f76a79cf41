import type { Payload, TypedUser } from 'payload'

/**
 * Whether the signed-in investor asked to be told when the project's raise opens, read through
 * the collection's access control as that investor (the API route and their project page).
 */
export async function readRaiseAlert(
  payload: Payload,
  user: TypedUser,
  projectId: number,
): Promise<{ asked: boolean }> {
  if (user.collection !== 'investors') return { asked: false }
  const { totalDocs } = await payload.count({
    collection: 'raise-alerts',
    where: { and: [{ investor: { equals: user.id } }, { project: { equals: projectId } }] },
    overrideAccess: false,
    user,
  })
  return { asked: totalDocs > 0 }
}
