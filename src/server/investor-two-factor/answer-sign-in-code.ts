import type { Payload } from 'payload'

import { signInCodeSchema } from '@/domain/auth/two-factor-schema'
import { markTokenUsed } from '@/server/accounts/account-tokens'
import type { ClientContext } from '@/server/accounts/client-context'
import { refuseLockedAccount } from '@/server/accounts/refuse-locked-account'
import { startSignedInSession } from '@/server/accounts/start-signed-in-session'
import { recordAudit } from '@/server/audit/record-audit'
import { getAccountSecuritySettings } from '@/server/auth/account-security-settings'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'

import { acceptInvestorCode } from './accept-investor-code'
import { countCodeAttempt } from './count-code-attempt'
import { hasSecondFactor, readSecondFactor } from './read-second-factor'
import { requireSignInTicket } from './sign-in-ticket'

export type SignInCodeResult = {
  userId: number
  emailVerified: boolean
  accountKind: 'investor' | 'company'
  session: { token: string; maxAgeSeconds: number }
}

/**
 * POST /api/login/second-factor: the ticket from the password (or social) step and a code from
 * the authenticator app, or an unused recovery code, start the session. Wrong codes are counted
 * per (account, IP); the ticket is spent on success.
 */
export async function answerSignInCode(
  payload: Payload,
  request: { headers: Headers; body: Record<string, unknown> },
  client: ClientContext,
  transport: 'cookie' | 'bearer',
): Promise<SignInCodeResult> {
  const { code } = parseInput(signInCodeSchema, request.body)
  const { ticket, investorId } = await requireSignInTicket(payload, request)
  const investor = await readSecondFactor(payload, investorId)
  // Turned off since the password step (on another device): that sign-in starts over.
  if (!hasSecondFactor(investor)) throw new AppError('TWO_FACTOR_SIGN_IN_EXPIRED')
  await countCodeAttempt(payload, investorId, client)
  const accepted = await acceptInvestorCode(payload, investor, code)
  if (!accepted) throw new AppError('TWO_FACTOR_CODE_INVALID')
  await markTokenUsed(payload, ticket.id)
  if (accepted === 'recovery')
    await recordAudit(payload, {
      action: 'investor.recovery-code-used',
      investor: investorId,
      details: { ip: client.ip },
    })

  const settings = await getAccountSecuritySettings(payload)
  await refuseLockedAccount(payload, investor, settings)
  const session = await startSignedInSession(payload, investorId, { transport, settings, client })
  return {
    userId: investorId,
    emailVerified: Boolean(investor.emailVerified),
    accountKind: investor.accountKind,
    session,
  }
}
