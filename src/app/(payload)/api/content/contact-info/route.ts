import { contactInfoRoute } from '@/contracts/content'
import { getContactInfo } from '@/server/content/get-contact-info'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/content.ts. */
export const POST = routeHandler(contactInfoRoute, async ({ client }) => {
  const info = await getContactInfo(client.locale)
  return {
    contactInfo: {
      address: info.address ?? null,
      phone: info.phone ?? null,
      email: info.email ?? null,
      hours: info.hours ?? null,
    },
  }
})
