import type { Payload } from 'payload'

import { phoneChangeCodeSchema } from '@/domain/otp/otp-rules'
import type { ClientContext } from '@/server/accounts/client-context'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { verifyCode } from '@/server/otp/verify-code'

/**
 * The phone change, second half: the code sent to the new number proves it, and the account takes
 * that number (verified). A wrong or spent code is answered as the sign-in codes are.
 */
export async function confirmPhoneChange(
  payload: Payload,
  investorId: number,
  input: unknown,
  client: ClientContext,
): Promise<{ phone: string }> {
  const { challenge_id: challengeId, code } = parseInput(phoneChangeCodeSchema, input)
  await verifyCode(payload, { investorId, challengeId, code, ip: client.ip })
  const { docs } = await payload.find({
    collection: 'otp-challenges',
    where: { challengeId: { equals: challengeId } },
    depth: 0,
    limit: 1,
  })
  const destination = docs[0]?.destination
  if (!destination || docs[0]?.method !== 'sms') throw new AppError('OTP_INVALID')
  await payload.update({
    collection: 'investors',
    id: investorId,
    data: { phone: destination, phoneVerified: true },
  })
  return { phone: destination }
}
