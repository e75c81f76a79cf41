import { siteUrl } from '@/server/http/site-url'

/** The absolute links put in e-mails; each page reads its token and POSTs it (no change on GET). */
export const activationLink = (code: string) =>
  `${siteUrl()}/activation?code=${encodeURIComponent(code)}`
export const passwordResetLink = (token: string) =>
  `${siteUrl()}/change-password?token=${encodeURIComponent(token)}`
