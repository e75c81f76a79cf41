import type { Payload, PayloadRequest } from 'payload'

import {
  decideSocialSignIn,
  type ProviderProfile,
  type SocialNotice,
  type SocialProvider,
} from '@/domain/auth/social-sign-in'
import type { Investor } from '@/payload-types'
import { issueAccountToken } from '@/server/accounts/account-tokens'
import type { ClientContext } from '@/server/accounts/client-context'
import { findInvestorByEmail } from '@/server/accounts/find-investor-by-email'
import { activationLink } from '@/server/accounts/links'
import { needsCodeVerification } from '@/server/accounts/needs-code-verification'
import { refuseLockedAccount } from '@/server/accounts/refuse-locked-account'
import { startSignedInSession } from '@/server/accounts/start-signed-in-session'
import { getAccountSecuritySettings } from '@/server/auth/account-security-settings'
import { withTransaction } from '@/server/db/with-transaction'
import { hasSecondFactor } from '@/server/investor-two-factor/read-second-factor'
import { issueSignInTicket } from '@/server/investor-two-factor/sign-in-ticket'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'

export type SocialSignInResult =
  | {
      kind: 'signedIn'
      session: { token: string; maxAgeSeconds: number }
      notice: SocialNotice | null
    }
  | { kind: 'refused'; notice: SocialNotice }
  /** Two-step sign-in is on: the session waits for the code (POST /api/login/second-factor). */
  | { kind: 'secondFactor'; ticket: string; notice: 'secondFactor' }

async function linkedInvestorId(
  payload: Payload,
  provider: SocialProvider,
  subject: string,
): Promise<number | null> {
  const found = await payload.find({
    collection: 'social-identities',
    where: { provider: { equals: provider }, subject: { equals: subject } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const investor = found.docs[0]?.investor
  if (investor === undefined) return null
  return typeof investor === 'object' ? investor.id : investor
}

async function link(
  payload: Payload,
  provider: SocialProvider,
  profile: ProviderProfile,
  id: number,
  req: Partial<PayloadRequest>,
) {
  await payload.create({
    collection: 'social-identities',
    data: { provider, subject: profile.subject, investor: id, email: profile.email },
    req,
  })
}

/** A new investor account from the provider's profile; its e-mail confirmed only on the provider's word. */
async function createAccount(
  payload: Payload,
  profile: ProviderProfile & { email: string },
  client: ClientContext,
  req: Partial<PayloadRequest>,
): Promise<Investor> {
  const now = new Date().toISOString()
  const investor = await payload.create({
    collection: 'investors',
    data: {
      email: profile.email,
      name: profile.name ?? profile.email.split('@')[0] ?? profile.email,
      accountKind: 'investor',
      locale: client.locale,
      emailVerified: profile.emailVerified,
      // The social buttons say that continuing accepts the terms of use.
      termsAcceptedAt: now,
      lastActivityAt: now,
    },
    req,
  })
  if (!profile.emailVerified) {
    const token = await issueAccountToken(payload, investor.id, 'activate', undefined, req)
    await queueEmail(
      payload,
      {
        to: profile.email,
        template: 'activation',
        locale: client.locale,
        values: { name: investor.name, link: activationLink(token) },
      },
      req,
    )
  }
  return investor
}

/**
 * Spec 4, social login, once the provider has vouched for the person: the account linked to this
 * provider subject signs in; otherwise the account with the provider's verified e-mail is joined,
 * or a new account is opened. The same locks, phone-verification and two-step rules as a password
 * login.
 */
export async function completeSocialSignIn(
  payload: Payload,
  provider: SocialProvider,
  profile: ProviderProfile,
  client: ClientContext,
): Promise<SocialSignInResult> {
  const emailOwner = profile.email ? await findInvestorByEmail(payload, profile.email) : null
  const decision = decideSocialSignIn({
    linkedInvestorId: await linkedInvestorId(payload, provider, profile.subject),
    emailOwnerId: emailOwner?.id ?? null,
    profile,
  })
  let investor: Investor
  switch (decision.kind) {
    case 'refuse':
      return { kind: 'refused', notice: decision.reason }
    case 'signIn':
      investor = await payload.findByID({
        collection: 'investors',
        id: decision.investorId,
        depth: 0,
      })
      break
    case 'link':
      // The identity and the confirmed address are written together, or neither.
      investor = await withTransaction(payload, async ({ req }) => {
        const owner = emailOwner as Investor
        await link(payload, provider, profile, owner.id, req)
        if (owner.emailVerified) return owner
        return payload.update({
          collection: 'investors',
          id: owner.id,
          data: { emailVerified: true },
          req,
        })
      })
      break
    case 'create':
      // The account, its link to the provider and its activation e-mail, together: an account
      // left without its link would refuse the next sign-in with this provider.
      investor = await withTransaction(payload, async ({ req }) => {
        const created = await createAccount(
          payload,
          { ...profile, email: profile.email as string },
          client,
          req,
        )
        await link(payload, provider, profile, created.id, req)
        return created
      })
  }

  const settings = await getAccountSecuritySettings(payload)
  try {
    await refuseLockedAccount(payload, investor, settings)
  } catch (error) {
    if (error instanceof AppError && error.code === 'ACCOUNT_LOCKED')
      return { kind: 'refused', notice: 'locked' }
    throw error
  }
  // A phone on file that must answer a code first: that goes through the password login.
  if (investor.phone && needsCodeVerification(investor, settings))
    return { kind: 'refused', notice: 'verifyPhone' }
  // The provider stands in for the password, not for the authenticator code.
  if (hasSecondFactor(investor)) {
    const ticket = await issueSignInTicket(payload, investor.id)
    return { kind: 'secondFactor', ticket, notice: 'secondFactor' }
  }
  const session = await startSignedInSession(payload, investor.id, {
    transport: 'cookie',
    settings,
    client,
  })
  return { kind: 'signedIn', session, notice: investor.emailVerified ? null : 'confirmEmail' }
}
