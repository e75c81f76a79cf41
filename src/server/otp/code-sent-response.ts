import type { sendOtpRoute } from '@/contracts/verification-codes'
import type * as z from '@/domain/zod'

import type { CodeSent } from './send-verification-code'

/** The answer of /api/otp/send and /api/otp/resend, in the API's names. */
export const codeSent = (sent: CodeSent): z.input<typeof sendOtpRoute.output> => ({
  success: true,
  challenge_id: sent.challengeId,
  method: sent.method,
  sent_to: sent.sentTo,
  expires_in: sent.expiresInSeconds,
  resend_in: sent.resendInSeconds,
})
