import { ok } from '@/server/http/api-handler'

import type { CodeSent } from './send-verification-code'

/** The answer of /api/otp/send and /api/otp/resend. */
export const codeSentResponse = (sent: CodeSent) =>
  ok({
    success: true,
    challenge_id: sent.challengeId,
    method: sent.method,
    sent_to: sent.sentTo,
    expires_in: sent.expiresInSeconds,
    resend_in: sent.resendInSeconds,
  })
