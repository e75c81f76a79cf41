import type { PublicInvestor } from '@/server/auth/resolve-session'

/** The account as `GET /api/user` shows it to its owner (spec 3, the user's fields). */
export function accountView(investor: PublicInvestor) {
  return {
    id: investor.id,
    name: investor.name,
    email: investor.email,
    phone: investor.phone ?? null,
    emailVerified: Boolean(investor.emailVerified),
    phoneVerified: Boolean(investor.phoneVerified),
    agree_for_newsletter: Boolean(investor.agreeForNewsletter),
    scope: investor.scope ?? null,
    role: investor.accountKind === 'company' ? (2 as const) : (1 as const),
    accountKind: investor.accountKind,
    // A company's own details (issue 18); null on an investor's account.
    companyName: investor.companyName ?? null,
    companyNumber: investor.companyNumber ?? null,
    locale: investor.locale,
    twoFactorEnabled: Boolean(investor.twoFactorEnabledAt),
  }
}
