import { apiHandler, ok } from '@/server/http/api-handler'
import { getOtpConfig } from '@/server/otp/otp-config'

/** Spec 7, GET /api/otp/config: `{ enabled, defaultMethod }`. */
export const GET = apiHandler(async ({ payload }) => ok(await getOtpConfig(payload)))
