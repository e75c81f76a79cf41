import type { CollectionAfterChangeHook } from 'payload'

/** An administrator lifting a lock is recorded, with who did it and which lock it was. */
export const auditUnlock: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
  operation,
}) => {
  if (operation !== 'update' || !previousDoc?.lockReason || doc.lockReason) return doc
  await req.payload.create({
    collection: 'audit-log',
    data: {
      action: 'investor.unlocked',
      investor: doc.id,
      actor: req.user?.collection === 'users' ? req.user.id : undefined,
      details: { previousLockReason: previousDoc.lockReason },
    },
    req,
  })
  return doc
}
