import config from '@payload-config'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { ProfileScreen } from '@/components/profile/ProfileScreen'
import type { ProfileView } from '@/domain/investors/profile-view'
import { isSafeRedirectTarget } from '@/domain/redirect-target'
import { routeClientMessages } from '@/i18n/client-messages'
import { messagesFor } from '@/i18n/messages'
import { pageLocale } from '@/i18n/page-locale'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { readOwnProfile } from '@/server/profile/read-own-profile'
import { readProfilePageSettings } from '@/server/profile/read-profile-page-settings'
import { investorViewer } from '@/server/projects/investor-viewer'

import '../../../../styles/profile.css'

// Per request: the signed-in investor's own profile, and the legal limits in force today.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Profile' })
  return { title: t('title'), description: t('metaDescription'), robots: { index: false } }
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

/**
 * Spec 2, /investor/profile: the investor profile (personal details, identity documents and check,
 * investor type, interests, picture) and the account settings. Rendered per request: a signed-in
 * investor's profile comes with the page, and the legal limits shown are those in force today.
 * `?section=` opens a section; `?returnTo=` (a local path) is offered once the profile is complete.
 */
export default async function InvestorProfilePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const t = await getTranslations('Profile')
  const payload = await getPayload({ config })
  const [viewer, settings] = await Promise.all([investorViewer(), readProfilePageSettings(payload)])
  // A company's account has no investor profile (none is made for it): the screen points it on.
  const companyAccount = viewer?.collection === 'investors' && viewer.accountKind === 'company'
  const initial =
    viewer && !companyAccount
      ? {
          investorId: viewer.id,
          view: (await readOwnProfile(payload, viewer as PublicInvestor)) as ProfileView,
        }
      : null
  const returnTo = single(query.returnTo)
  return (
    <div className="page profile-page">
      <h1>{t('title')}</h1>
      <NextIntlClientProvider messages={routeClientMessages(messagesFor(locale), 'profile')}>
        <ProfileScreen
          initial={initial}
          settings={settings}
          requestedSection={single(query.section)}
          returnTo={isSafeRedirectTarget(returnTo) ? returnTo : null}
          companyAccount={companyAccount}
        />
      </NextIntlClientProvider>
    </div>
  )
}
