import config from '@payload-config'
import { after, NextResponse, type NextRequest } from 'next/server'
import { getPayload } from 'payload'

import { returnPathWithNotice, type SocialNotice } from '@/domain/auth/social-sign-in'
import { isLocale, defaultLocale } from '@/i18n/locales'
import { deliverQueuedEmailsSoon } from '@/server/email/deliver-queued-emails'
import { setSessionCookies } from '@/server/http/investor-session'
import { clientIpHeader } from '@/server/http/request-context'
import { siteUrl } from '@/server/http/site-url'
import { setSignInTicketCookie } from '@/server/investor-two-factor/sign-in-ticket'
import { completeSocialSignIn } from '@/server/social/complete-social-sign-in'
import { fetchProviderProfile } from '@/server/social/fetch-provider-profile'
import { socialProviderSettings } from '@/server/social/social-provider-settings'
import { clearSocialStateCookie, readSocialStateCookie } from '@/server/social/social-state-cookie'

export const dynamic = 'force-dynamic'

/**
 * Spec 2 and 4: where Google and Facebook send the person back. A missing or different `state`
 * (or the person declining at the provider) stops silently on the home page; otherwise the
 * person is signed in and goes back to the page they left, with a notice when something stopped.
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const { locale: routeLocale } = await params
  const locale = isLocale(routeLocale) ? routeLocale : defaultLocale
  const query = request.nextUrl.searchParams
  const remembered = readSocialStateCookie(request.headers.get('cookie'))
  const code = query.get('code')
  const redirect = (path: string) => {
    const response = NextResponse.redirect(new URL(path, siteUrl()), 303)
    clearSocialStateCookie(response)
    return response
  }
  if (!remembered || !code || query.get('state') !== remembered.state) return redirect('/')

  const payload = await getPayload({ config })
  const settings = socialProviderSettings(remembered.provider)
  let notice: SocialNotice | null = 'failed'
  let session: { token: string; maxAgeSeconds: number } | null = null
  let secondFactorTicket: string | null = null
  try {
    const profile = settings
      ? await fetchProviderProfile(settings, code, remembered.codeVerifier)
      : null
    if (profile) {
      const result = await completeSocialSignIn(payload, remembered.provider, profile, {
        ip: request.headers.get(clientIpHeader) ?? 'unknown',
        userAgent: request.headers.get('user-agent'),
        locale,
      })
      notice = result.notice
      if (result.kind === 'signedIn') session = result.session
      // The page shows the notice with the code form (SocialSignInNotice).
      if (result.kind === 'secondFactor') secondFactorTicket = result.ticket
    }
  } catch (err) {
    payload.logger.error({ err, msg: `social sign-in (${remembered.provider})` })
  }
  after(() => deliverQueuedEmailsSoon(payload))
  const response = redirect(returnPathWithNotice(remembered.returnTo, notice))
  if (session) setSessionCookies(response, session.token, session.maxAgeSeconds)
  if (secondFactorTicket) setSignInTicketCookie(response, secondFactorTicket)
  return response
}
