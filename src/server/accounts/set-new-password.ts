import type { Payload } from 'payload'

import { passwordProblem } from '@/domain/auth/password-policy'
import type { Investor } from '@/payload-types'
import { endAllSessions } from '@/server/auth/end-sessions'
import { hashPassword } from '@/server/auth/password-hash'
import { queueEmail } from '@/server/email/queue-email'
import { fieldError } from '@/server/errors/parse-input'

/**
 * The one place a password is set after registration (reset, expiry, change): the policy is
 * checked here, every other session ends, and the owner is told by e-mail.
 */
export async function setNewPassword(
  payload: Payload,
  investor: Pick<Investor, 'id' | 'email' | 'name' | 'locale'>,
  password: string,
  options: { keepSessionToken?: string; confirmsEmail?: boolean } = {},
): Promise<void> {
  const problem = passwordProblem(password, [investor.name, investor.email])
  if (problem) throw fieldError('password', problem)
  const passwordHash = await hashPassword(password)
  await payload.update({
    collection: 'investors',
    id: investor.id,
    data: {
      passwordHash,
      passwordChangedAt: new Date().toISOString(),
      ...(options.confirmsEmail ? { emailVerified: true } : {}),
    },
  })
  await endAllSessions(payload, investor.id, options.keepSessionToken)
  await queueEmail(payload, {
    to: investor.email,
    template: 'passwordChanged',
    locale: investor.locale,
    values: { name: investor.name },
  })
}
