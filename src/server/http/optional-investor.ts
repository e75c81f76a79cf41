import type { TypedUser } from 'payload'

import { sessionTokenFrom } from '@/server/auth/session-cookie'

import type { ApiContext } from './api-handler'

/**
 * The signed-in investor reading a public route, or null: an investor may see more than a visitor
 * (angel campaigns, once pre-qualified). Only a request that presents a session costs a lookup; an
 * ended one reads as a visitor.
 */
export async function optionalInvestor(context: ApiContext): Promise<TypedUser | null> {
  if (!sessionTokenFrom(context.request.headers)) return null
  const { user } = await context.payload.auth({ headers: context.request.headers })
  return user?.collection === 'investors' ? user : null
}
