import type { CollectionAfterChangeHook } from 'payload'

import type { Investor } from '@/payload-types'
import { recordAudit } from '@/server/for-payload-config'

/** An administrator lifting a lock is recorded, with who did it and which lock it was. */
export const auditUnlock: CollectionAfterChangeHook<Investor> = async ({
  doc,
  previousDoc,
  req,
  operation,
}) => {
  if (operation !== 'update' || !previousDoc?.lockReason || doc.lockReason) return doc
  await recordAudit(
    req.payload,
    {
      action: 'investor.unlocked',
      investor: doc.id,
      actor: req.user?.collection === 'users' ? req.user.id : undefined,
      details: { previousLockReason: previousDoc.lockReason },
    },
    { req },
  )
  return doc
}
