import type { StaffRole } from '@/domain/auth/staff-role'
import type { User } from '@/payload-types'
import { AppError } from '@/server/errors/app-error'

import type { ApiContext } from './api-handler'

/**
 * The staff member making the request (the admin's session cookie, or `Authorization: JWT`), when
 * their role is one of `roles`: anyone else signed in is refused (403), nobody signed in 401. As
 * for investors, a cookie counts on a state change only when the browser says the request comes
 * from this site.
 */
export async function requireStaff(
  context: ApiContext,
  roles: readonly StaffRole[],
): Promise<User> {
  const { headers, method } = context.request
  const cookieWithoutProof =
    !headers.has('authorization') && method !== 'GET' && context.origin !== 'same-origin'
  if (cookieWithoutProof) throw new AppError('UNAUTHENTICATED')
  const { user } = await context.payload.auth({ headers })
  if (!user) throw new AppError('UNAUTHENTICATED')
  if (user.collection !== 'users' || !roles.includes(user.role)) throw new AppError('FORBIDDEN')
  return user
}
