import { createTranslator } from 'next-intl'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { messagesFor } from '@/i18n/messages'

import { AdminLogo } from './AdminBrand'
import { StaffLoginForm, type StaffLoginTexts } from './StaffLoginForm'

const textKeys = [
  'title',
  'email',
  'password',
  'code',
  'codeHint',
  'submit',
  'verify',
  'setupLinkSent',
  'forgot',
  'failed',
] as const satisfies readonly (keyof StaffLoginTexts)[]

/**
 * The admin panel's sign-in (replaces Payload's, which knows no second factor): password, then a
 * code from the authenticator app. A member who must enrol one is told to open the e-mailed setup
 * link (the sign-in never shows a key).
 */
export function StaffLoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (req.user?.collection === 'users') redirect(adminRoute)
  const locale = req.i18n.language === 'he' ? 'he' : 'en'
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'StaffSignIn' })
  const texts = Object.fromEntries(textKeys.map((key) => [key, t(key)])) as StaffLoginTexts
  const requested = typeof searchParams?.redirect === 'string' ? searchParams.redirect : ''
  // Only a path inside the admin: never another site.
  const redirectTo = /^\/admin(?:[/?#]|$)/.test(requested) ? requested : adminRoute
  // Payload's own sign-in shows the configured logo; this one replaces it, so it shows it too.
  return (
    <>
      <div className="staff-login__brand">
        <AdminLogo i18n={req.i18n} />
      </div>
      <StaffLoginForm texts={texts} redirectTo={redirectTo} forgotHref={`${adminRoute}/forgot`} />
    </>
  )
}
