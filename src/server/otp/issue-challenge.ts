import type { Payload } from 'payload'

import { otpRules, type OtpMethod } from '@/domain/otp/otp-rules'
import type { ClientContext } from '@/server/accounts/client-context'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

import { createChallengeId, createCode, hashCode } from './code-hash'
import { deliverCode } from './deliver-code'

/**
 * A new one-time code for the account, sent to `destination`: the account's open challenges are
 * closed first (only the newest code counts; the two writes commit together), and a code that
 * could not be sent leaves nothing behind (the hourly limits, counted by the caller, still count
 * it). The gateway is called after the commit: no transaction waits on the network.
 */
export async function issueChallenge(
  payload: Payload,
  to: {
    investor: { id: number; name: string; locale?: 'he' | 'en' | null }
    method: OtpMethod
    destination: string
  },
  client: ClientContext,
): Promise<string> {
  const { investor, method, destination } = to
  const now = new Date()
  const code = createCode()
  const challengeId = createChallengeId()
  const challenge = await withTransaction(payload, async ({ req }) => {
    await payload.update({
      collection: 'otp-challenges',
      where: {
        investor: { equals: investor.id },
        usedAt: { exists: false },
        closedAt: { exists: false },
      },
      data: { closedAt: now.toISOString() },
      req,
    })
    return payload.create({
      collection: 'otp-challenges',
      data: {
        challengeId,
        investor: investor.id,
        method,
        destination,
        codeHash: hashCode(challengeId, code),
        expiresAt: new Date(now.getTime() + otpRules.validSeconds * 1000).toISOString(),
        guesses: 0,
        ip: client.ip,
      },
      req,
    })
  })
  try {
    await deliverCode(payload, {
      method,
      to: destination,
      code,
      locale: investor.locale ?? client.locale,
      name: investor.name,
    })
  } catch {
    await payload.delete({ collection: 'otp-challenges', id: challenge.id })
    throw new AppError('OTP_SEND_FAILED')
  }
  return challengeId
}
