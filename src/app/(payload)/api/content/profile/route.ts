import { profileContentRoute } from '@/contracts/content'
import { routeHandler } from '@/server/http/route-handler'
import { profileChoices } from '@/server/profile/profile-choices'

/** The contract: src/contracts/content.ts. */
export const POST = routeHandler(profileContentRoute, async ({ client }) => ({
  choices: profileChoices(client.locale),
}))
