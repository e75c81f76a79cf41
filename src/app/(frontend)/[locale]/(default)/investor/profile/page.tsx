import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AccountSettings } from '@/components/account/AccountSettings'
import { ProfileSectionsPreview } from '@/components/profile/sections/ProfileSectionsPreview' // TEMPORARY
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Account' })
  return { title: t('profileTitle'), robots: { index: false } }
}

/** Spec 2, /investor/profile: the account settings (the investor profile form comes later). */
export default async function InvestorProfilePage({ params }: Props) {
  await pageLocale(params)
  const t = await getTranslations('Account')
  return (
    <div className="page page--narrow">
      <h1>{t('profileTitle')}</h1>
      <AccountSettings />
      {/* TEMPORARY: the questionnaire and leader request, until the page lists its sections */}
      <ProfileSectionsPreview />
    </div>
  )
}
