import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { startTwoFactorSetup } from '@/server/investor-two-factor/start-two-factor-setup'

/** POST /api/catalog/user/two-factor/setup: a new authenticator key (QR code and text) to confirm. */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const setup = await startTwoFactorSetup(context.payload, investor.id)
  return ok(
    { secret: setup.secret, uri: setup.uri, qr_svg: setup.qrSvg },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
