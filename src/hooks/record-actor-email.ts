import type { CollectionBeforeChangeHook } from 'payload'

/** An audit entry names its staff member by e-mail as well as by reference. */
export const recordActorEmail: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data.actor || data.actorEmail) return data
  const actorId = typeof data.actor === 'object' ? data.actor.id : data.actor
  const actor = await req.payload.findByID({
    collection: 'users',
    id: actorId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  return { ...data, actorEmail: actor?.email ?? null }
}
