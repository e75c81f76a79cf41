import { apiHandler, ok } from '@/server/http/api-handler'
import { configuredSocialProviders } from '@/server/social/social-provider-settings'

/** The social sign-in providers this site is configured for (a provider without settings is hidden). */
export const GET = apiHandler(async () => ok({ providers: configuredSocialProviders() }))
