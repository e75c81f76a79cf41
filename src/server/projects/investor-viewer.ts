import config from '@payload-config'
import { cookies, headers } from 'next/headers'
import { getPayload, type TypedUser } from 'payload'
import { cache } from 'react'

import { signedInHintCookie } from '@/server/auth/session-cookie'

/**
 * The signed-in investor looking at a page, or null. Only a visitor with the `signed_in` hint
 * cookie costs a session lookup (once per request: metadata and page share it); everyone else is
 * served the cached visitor's view.
 */
export const investorViewer = cache(async (): Promise<TypedUser | null> => {
  const jar = await cookies()
  if (!jar.get(signedInHintCookie)?.value) return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'investors' ? user : null
})
