import type { PayloadRequest } from 'payload'

import { staffRole } from '@/domain/auth/staff-role'
import { AppError } from '@/server/errors/app-error'

/** The compliance officer or administrator making a review request; anyone else is refused. */
export function requireReviewer(req: Pick<PayloadRequest, 'user'>): { id: number; email: string } {
  const role = staffRole(req)
  if (!req.user) throw new AppError('UNAUTHENTICATED')
  if (role !== 'admin' && role !== 'compliance') throw new AppError('FORBIDDEN')
  return { id: req.user.id as number, email: String(req.user.email) }
}
