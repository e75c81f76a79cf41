import type { Payload, PayloadRequest } from 'payload'

import { recordAudit } from '@/server/audit/record-audit'
import { openIdentityNumber } from '@/server/profile/identity-numbers'

import { requireReviewer } from './reviewer'
import { withTransaction, type OnBehalfOf } from '@/server/db/with-transaction'
import { lockProfileById } from './lock-profile-by-id'
import { investorOfProfile } from './investor-of-profile'

/**
 * The full ID and passport numbers, for the compliance review screen only; each opening is
 * written to the audit log (who, when, whose), as the data-security regulations require.
 */
export async function revealIdentityNumbers(
  payload: Payload,
  req: Pick<PayloadRequest, 'user'> & OnBehalfOf,
  profileId: number,
) {
  const reviewer = requireReviewer(req)
  return withTransaction(
    payload,
    async (transaction) => {
      const profile = await lockProfileById(payload, profileId, transaction)
      const investor = await investorOfProfile(payload, profile, transaction.req)
      await recordAudit(
        payload,
        {
          action: 'identity.opened',
          investor: investor.id,
          actor: reviewer.id,
          details: { profile: profile.id },
        },
        { req: transaction.req },
      )
      return {
        idNumber: openIdentityNumber('idNumber', profile.idNumberSealed),
        passportNumber: openIdentityNumber('passportNumber', profile.passportNumberSealed),
        passportCountry: profile.passportCountry ?? null,
      }
    },
    req,
  )
}
