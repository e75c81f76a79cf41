import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Unlocking restarts the inactivity clock; otherwise an account locked for inactivity would lock
 * again at its next login.
 */
export const restartActivityOnUnlock: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
}) => {
  // Only an update that names the field changes the lock; others leave it as it is.
  if (!('lockReason' in data)) return data
  if (operation === 'update' && originalDoc?.lockReason && !data.lockReason) {
    data.lockedAt = null
    data.lastActivityAt = new Date().toISOString()
  }
  if (data.lockReason && !originalDoc?.lockReason) data.lockedAt = new Date().toISOString()
  return data
}
