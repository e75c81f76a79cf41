/**
 * How often each account action may be tried, per client IP and per account (e-mail). Counted in
 * PostgreSQL so that the limits hold across app instances. The figures are security settings,
 * not legal ones: sized so that a person never meets them and a script listing accounts or
 * guessing passwords is slowed to a few tries an hour.
 */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number }

const minutes = (n: number) => n * 60

export const rateLimitRules = {
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: minutes(15) },
  loginPerAccount: { name: 'login:account', limit: 10, windowSeconds: minutes(15) },
  registerPerIp: { name: 'register:ip', limit: 10, windowSeconds: minutes(60) },
  forgotPerIp: { name: 'forgot:ip', limit: 10, windowSeconds: minutes(60) },
  forgotPerAccount: { name: 'forgot:account', limit: 3, windowSeconds: minutes(60) },
  resetPerIp: { name: 'reset:ip', limit: 20, windowSeconds: minutes(60) },
  activatePerIp: { name: 'activate:ip', limit: 20, windowSeconds: minutes(60) },
  resendActivationPerAccount: {
    name: 'resend-activation:account',
    limit: 3,
    windowSeconds: minutes(60),
  },
  userExistsPerIp: { name: 'user-exists:ip', limit: 10, windowSeconds: minutes(60) },
  changeCredentialsPerAccount: {
    name: 'change-credentials:account',
    limit: 10,
    windowSeconds: minutes(60),
  },
  /** A company's updates to its investors: each e-mails every investor, so a few an hour. */
  companyUpdatesPerAccount: {
    name: 'company-updates:account',
    limit: 10,
    windowSeconds: minutes(60),
  },
  /** Asking to be told when a raise opens, and taking it back: a person clicks a few times. */
  raiseAlertsPerAccount: { name: 'raise-alerts:account', limit: 30, windowSeconds: minutes(60) },
  /** Spec: at most five one-time codes an hour to one phone (or address), and from one IP. */
  otpSendPerDestination: { name: 'otp-send:destination', limit: 5, windowSeconds: minutes(60) },
  otpSendPerIp: { name: 'otp-send:ip', limit: 5, windowSeconds: minutes(60) },
  /** Across challenges: five guesses each is the per-code limit; this one stops spraying. */
  otpVerifyPerIp: { name: 'otp-verify:ip', limit: 30, windowSeconds: minutes(15) },
  /** Staff sign-in (admin panel): per IP; wrong passwords also block the address for that IP. */
  staffLoginPerIp: { name: 'staff-login:ip', limit: 20, windowSeconds: minutes(15) },
  staffSecondFactorPerAccount: {
    name: 'staff-second-factor:account',
    limit: 10,
    windowSeconds: minutes(15),
  },
  /**
   * An investor's authenticator codes (sign-in, confirming, turning off): counted per (account,
   * client IP), so guessing from one address is slow; the per-account ceiling stops spraying from
   * many addresses (still slowing, never a lockout that outlasts 15 minutes).
   */
  investorSecondFactorPerAccountIp: {
    name: 'investor-second-factor:account-ip',
    limit: 10,
    windowSeconds: minutes(15),
  },
  investorSecondFactorPerAccount: {
    name: 'investor-second-factor:account',
    limit: 30,
    windowSeconds: minutes(15),
  },
  staffForgotPerIp: { name: 'staff-forgot:ip', limit: 10, windowSeconds: minutes(60) },
  staffForgotPerAccount: { name: 'staff-forgot:account', limit: 3, windowSeconds: minutes(60) },
  staffResetPerIp: { name: 'staff-reset:ip', limit: 20, windowSeconds: minutes(60) },
} as const satisfies Record<string, RateLimitRule>

/**
 * Wrong staff passwords block one address for one source IP, never the account itself: a stranger
 * cannot lock the administrator out, and guessing from one address stays slow.
 */
export const staffPasswordBlock = { failedLoginLimit: 5, passwordBlockMinutes: 15 }

/** Seconds until a window that opened at `windowStartedAt` closes. */
export function secondsUntilReset(windowStartedAt: Date, windowSeconds: number, now: Date): number {
  const end = windowStartedAt.getTime() + windowSeconds * 1000
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000))
}
