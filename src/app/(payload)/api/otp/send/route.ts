import { sendOtpRoute } from '@/contracts/verification-codes'
import { routeHandler } from '@/server/http/route-handler'
import { codeSent } from '@/server/otp/code-sent-response'
import { sendVerificationCode } from '@/server/otp/send-verification-code'

/** The contract: src/contracts/account-settings.ts. */
export const POST = routeHandler(sendOtpRoute, async ({ payload, request, input, client }) =>
  codeSent(
    await sendVerificationCode(payload, { headers: request.headers, body: input }, client, 'send'),
  ),
)
