import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload } from 'payload'

import type { User } from '@/payload-types'

/**
 * The staff member previewing drafts, or null for everyone else. Draft mode alone is not enough
 * (its cookie could be copied): the request must also carry a staff session of the admin. Pages
 * load drafts only when this returns a user, and pass it with `overrideAccess: false`.
 */
export async function getPreviewUser(): Promise<User | null> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'users' ? user : null
}
