import type { Payload } from 'payload'

import type { ClientContext } from '@/server/accounts/client-context'
import { AppError } from '@/server/errors/app-error'
import { countCodeAttempt as countSecondFactorCode } from '@/server/security/count-code-attempt'
import { recognizeDevice } from '@/server/security/known-device'

/**
 * Counts one authenticator-code attempt of an investor, with the staff codes' limits: per
 * (account, client IP) or per known device, and a ceiling per account across unknown browsers
 * that the owner's known device does not count against. Counted before the code is checked, so
 * a guess that would succeed is refused too once the limit is passed (429 with Retry-After).
 */
export async function countCodeAttempt(
  payload: Payload,
  investorId: number,
  client: ClientContext,
): Promise<void> {
  const deviceId = await recognizeDevice(
    'investor',
    client.knownDeviceCookie,
    async () => investorId,
  )
  const result = await countSecondFactorCode(payload, {
    subject: 'investor',
    accountId: investorId,
    ip: client.ip,
    deviceId,
  })
  if (!result.allowed)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: result.retryAfterSeconds })
}
