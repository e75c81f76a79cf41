import type { Payload } from 'payload'

import { loginSchema } from '@/domain/auth/credentials-schema'
import { normalizeEmail } from '@/domain/auth/email-address'
import { maskPhone } from '@/domain/phone'
import type { Investor } from '@/payload-types'
import {
  getAccountSecuritySettings,
  type AccountSecuritySettings,
} from '@/server/auth/account-security-settings'
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '@/server/auth/password-hash'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'

import { issueAccountToken } from './account-tokens'
import { admitInvestorSignIn } from './admit-investor-sign-in'
import type { ClientContext } from './client-context'
import { findInvestorByEmail } from './find-investor-by-email'
import { needsCodeVerification } from './needs-code-verification'
import { refuseLockedAccount } from './refuse-locked-account'
import { startSignedInSession } from './start-signed-in-session'
import { issueVerificationTicket } from '@/server/otp/verification-ticket'
import { hasSecondFactor } from '@/server/investor-two-factor/read-second-factor'
import { issueSignInTicket } from '@/server/investor-two-factor/sign-in-ticket'

export type LoginResult = {
  userId: number
  requiresPhoneVerification: boolean
  phoneNumber: string | null
  emailVerified: boolean
  accountKind: 'investor' | 'company'
  /** Present when a session was started. */
  session: { token: string; maxAgeSeconds: number } | null
  /** Present when the phone must be verified first: lets this person ask for and answer a code. */
  verificationTicket: string | null
  /** The account has two-step sign-in: no session until the code (POST /api/login/second-factor). */
  requiresSecondFactor: boolean
  secondFactorTicket: string | null
}

/**
 * Spec 4, login. An unknown e-mail and a wrong password answer alike, in the same time; the
 * throttling (admitInvestorSignIn) counts per address whether or not it has an account, and never
 * blocks the account from everywhere. Only a correct password learns that the account is locked
 * or that its password has expired.
 */
export async function logInInvestor(
  payload: Payload,
  input: unknown,
  client: ClientContext,
  transport: 'cookie' | 'bearer',
): Promise<LoginResult> {
  const data = parseInput(loginSchema, input)
  const email = normalizeEmail(data.email)
  const settings = await getAccountSecuritySettings(payload)
  const attempt = await admitInvestorSignIn(payload, email, client, settings)

  const investor = await findInvestorByEmail(payload, email)
  const stored = investor?.passwordHash ?? (await decoyHash())
  const correct = (await verifyPassword(data.password, stored)) && Boolean(investor?.passwordHash)
  if (!investor || !correct) {
    await attempt.failed()
    throw new AppError('INVALID_CREDENTIALS')
  }
  await attempt.succeeded()

  await refuseLockedAccount(payload, investor, settings)
  await refuseExpiredPassword(payload, investor, settings)

  if (needsRehash(stored)) {
    const passwordHash = await hashPassword(data.password)
    await payload.update({ collection: 'investors', id: investor.id, data: { passwordHash } })
  }
  const requiresPhoneVerification = needsCodeVerification(investor, settings)
  const result: LoginResult = {
    userId: investor.id,
    requiresPhoneVerification,
    phoneNumber: investor.phone ? maskPhone(investor.phone) : null,
    emailVerified: Boolean(investor.emailVerified),
    accountKind: investor.accountKind,
    session: null,
    verificationTicket: null,
    requiresSecondFactor: false,
    secondFactorTicket: null,
  }
  // Phone first: the session starts only once a one-time code has been answered.
  if (requiresPhoneVerification) {
    result.verificationTicket = await issueVerificationTicket(payload, investor.id)
    return result
  }
  // Then the authenticator code, for an account that turned two-step sign-in on.
  if (hasSecondFactor(investor)) {
    result.requiresSecondFactor = true
    result.secondFactorTicket = await issueSignInTicket(payload, investor.id)
    return result
  }
  result.session = await startSignedInSession(payload, investor.id, { transport, settings, client })
  return result
}

/** An expired password is changed before anything else: the answer carries a reset token. */
async function refuseExpiredPassword(
  payload: Payload,
  investor: Investor,
  settings: AccountSecuritySettings,
) {
  if (!settings.passwordMaxAgeDays) return
  const changedAt = new Date(investor.passwordChangedAt ?? investor.createdAt).getTime()
  if (Date.now() - changedAt <= settings.passwordMaxAgeDays * 24 * 3600_000) return
  const resetToken = await issueAccountToken(payload, investor.id, 'reset-password')
  throw new AppError('PASSWORD_EXPIRED', { resetToken })
}
