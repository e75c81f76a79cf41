import type { CollectionAfterOperationHook } from 'payload'

import { queueStaffResetEmail } from '@/server/for-payload-config'

/** Payload made a reset token (the address has an account): its e-mail goes to the outbox. */
export const queueResetEmail: CollectionAfterOperationHook = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation === 'forgotPassword' && req.context.queueStaffResetEmail)
    await queueStaffResetEmail(req, (args as { data?: { email?: unknown } }).data?.email, result)
  return result
}
