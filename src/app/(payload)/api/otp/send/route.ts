import { apiHandler } from '@/server/http/api-handler'
import { codeSentResponse } from '@/server/otp/code-sent-response'
import { sendVerificationCode } from '@/server/otp/send-verification-code'

/** Spec 7, POST /api/otp/send (user_id, phone, method): a code to the account's phone on file. */
export const POST = apiHandler(async ({ payload, request, body, client }) =>
  codeSentResponse(
    await sendVerificationCode(payload, { headers: request.headers, body }, client, 'send'),
  ),
)
