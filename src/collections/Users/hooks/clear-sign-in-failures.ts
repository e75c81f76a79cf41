import type { CollectionAfterOperationHook } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import { clearSignInFailures } from '@/server/for-payload-config'

/**
 * A staff password reset proved the mailbox: the address's sign-in blocks (every IP and device)
 * and its slowdown end, as for investors.
 */
export const clearSignInFailuresAfterReset: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
  if (operation === 'resetPassword' && typeof email === 'string')
    await clearSignInFailures(req.payload, 'staff', normalizeEmail(email))
  return result
}
