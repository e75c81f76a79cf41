import { socialProvidersRoute } from '@/contracts/sign-in'
import { routeHandler } from '@/server/http/route-handler'
import { configuredSocialProviders } from '@/server/social/social-provider-settings'

/** The contract: src/contracts/accounts.ts. A provider without settings is hidden. */
export const GET = routeHandler(socialProvidersRoute, async () => ({
  providers: configuredSocialProviders(),
}))
