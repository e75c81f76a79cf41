import { startTwoFactorSetupRoute } from '@/contracts/account-settings'
import { routeHandler } from '@/server/http/route-handler'
import { startTwoFactorSetup } from '@/server/investor-two-factor/start-two-factor-setup'

/** The contract: src/contracts/account-settings.ts. Never cached: the answer holds the key. */
export const POST = routeHandler(startTwoFactorSetupRoute, async ({ payload, signedIn }) => {
  const setup = await startTwoFactorSetup(payload, signedIn.investor.id)
  return { secret: setup.secret, uri: setup.uri, qr_svg: setup.qrSvg }
})
