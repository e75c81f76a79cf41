import type { Readiness } from '@/domain/investments/investing-readiness'
import { AppError } from '@/server/errors/app-error'

/** An account that may not invest now is refused with the reason in the catalogue's words. */
export function refuseUnready(readiness: Readiness): void {
  if (readiness.ready) return
  switch (readiness.reason) {
    case 'companyAccount':
      throw new AppError('COMPANY_ACCOUNT')
    case 'minor':
      throw new AppError('MINOR_CANNOT_INVEST')
    case 'identityRejected':
      throw new AppError('IDENTITY_REJECTED')
    case 'profileIncomplete':
      throw new AppError('PROFILE_INCOMPLETE', { missing: readiness.missing })
  }
}
