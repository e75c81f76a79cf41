import { otpConfigRoute } from '@/contracts/verification-codes'
import { routeHandler } from '@/server/http/route-handler'
import { getOtpConfig } from '@/server/otp/otp-config'

/** The contract: src/contracts/account-settings.ts. */
export const GET = routeHandler(otpConfigRoute, async ({ payload }) => getOtpConfig(payload))
