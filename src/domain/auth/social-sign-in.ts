/** Spec 4, auth modal: social login through two providers. */
export const socialProviders = ['google', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  socialProviders.includes(value as SocialProvider)

/** What a provider's user-info endpoint tells about the person. */
export type ProviderProfile = {
  /** The provider's stable id for the person: accounts are keyed by provider and subject. */
  subject: string
  email: string | null
  /** Only the provider's own say-so counts; Facebook does not report it, so it is false there. */
  emailVerified: boolean
  name: string | null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

/**
 * Reads the user-info answer: OpenID Connect claims for Google (`sub`, `email`,
 * `email_verified`, `name`), the Graph API's `/me` fields for Facebook (`id`, `email`, `name`).
 * Null when the answer names nobody.
 */
export function readProviderProfile(
  provider: SocialProvider,
  info: unknown,
): ProviderProfile | null {
  if (!info || typeof info !== 'object') return null
  const claims = info as Record<string, unknown>
  const subject = text(provider === 'google' ? claims.sub : claims.id)
  if (!subject) return null
  const email = text(claims.email)?.toLowerCase() ?? null
  const verified =
    provider === 'google' && (claims.email_verified === true || claims.email_verified === 'true')
  return { subject, email, emailVerified: Boolean(email) && verified, name: text(claims.name) }
}

export type SocialSignInDecision =
  | { kind: 'signIn'; investorId: number }
  /** An account with the provider's verified e-mail: joined to this provider from now on. */
  | { kind: 'link'; investorId: number }
  | { kind: 'create' }
  /**
   * The e-mail belongs to an account but the provider does not vouch for it: joining would let
   * whoever controls the provider profile take the account over.
   */
  | { kind: 'refuse'; reason: 'emailTaken' | 'noEmail' }

export function decideSocialSignIn(input: {
  linkedInvestorId: number | null
  emailOwnerId: number | null
  profile: ProviderProfile
}): SocialSignInDecision {
  if (input.linkedInvestorId !== null) return { kind: 'signIn', investorId: input.linkedInvestorId }
  if (!input.profile.email) return { kind: 'refuse', reason: 'noEmail' }
  if (input.emailOwnerId === null) return { kind: 'create' }
  if (input.profile.emailVerified) return { kind: 'link', investorId: input.emailOwnerId }
  return { kind: 'refuse', reason: 'emailTaken' }
}

/** Outcomes the site tells the person about after the provider sends them back (`?social=`). */
export const socialNotices = [
  'confirmEmail',
  'emailTaken',
  'noEmail',
  'locked',
  'failed',
  'verifyPhone',
  'secondFactor',
] as const
export type SocialNotice = (typeof socialNotices)[number]

export const isSocialNotice = (value: unknown): value is SocialNotice =>
  socialNotices.includes(value as SocialNotice)

/** The page to go back to, with the notice (if any) added to its query. */
export function returnPathWithNotice(path: string, notice: SocialNotice | null): string {
  if (!notice) return path
  const hashAt = path.indexOf('#')
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : path.slice(hashAt)
  const separator = beforeHash.includes('?') ? '&' : '?'
  return `${beforeHash}${separator}social=${notice}${hash}`
}
