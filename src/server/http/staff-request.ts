import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

/**
 * The request a staff operation runs on behalf of: the member (as Payload's auth names them) and
 * the language their answer is in, for the hooks and access control inside its transaction.
 */
export function staffRequest(staff: User, locale: Locale): Pick<PayloadRequest, 'user' | 'locale'> {
  return { user: { ...staff, collection: 'users' }, locale }
}
