import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { totpUri } from '@/domain/auth/totp'
import type { ClientContext } from '@/server/accounts/client-context'
import { findUsableToken } from '@/server/auth/usable-token'
import { AppError } from '@/server/errors/app-error'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'
import { openValue } from '@/server/security/sealed-value'

import { totpSealPurpose } from './second-factor-roles'

export type StaffSetupView = {
  email: string
  /** The link sets the password (a new account, a restored one) or only enrols the factor. */
  choosesPassword: boolean
  /** The pending authenticator key, the same on every opening of this link; null if none is due. */
  enrolment: { secret: string; uri: string; qrSvg: string } | null
}

/** What the setup page shows for a live link: the account and, where due, the pending key. */
export async function openStaffSetup(
  payload: Payload,
  token: unknown,
  client: ClientContext,
): Promise<StaffSetupView> {
  await enforceRateLimit(payload, rateLimitRules.staffResetPerIp, client.ip)
  const found = await findUsableToken(payload, 'staff-tokens', token, ['setup', 'enrol'])
  if (!found) throw new AppError('LINK_INVALID')
  const user = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: typeof found.user === 'object' ? found.user.id : found.user } },
  })) as { email: string; twoFactorPendingSecret?: string | null } | null
  if (!user) throw new AppError('LINK_INVALID')
  const secret = openValue(totpSealPurpose, user.twoFactorPendingSecret)
  const uri = secret ? totpUri(secret, user.email) : null
  return {
    email: user.email,
    choosesPassword: found.purpose === 'setup',
    enrolment:
      secret && uri
        ? { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) }
        : null,
  }
}
