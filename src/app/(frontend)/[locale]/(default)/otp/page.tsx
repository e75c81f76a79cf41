import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PhoneVerificationPage } from '@/components/account/PhoneVerificationPage'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Modals.phoneverification' })
  return { title: t('title'), robots: { index: false } }
}

/** Spec 2, /otp: the phone verification of the modal, as a page. */
export default async function OtpPage({ params }: Props) {
  await pageLocale(params)
  const t = await getTranslations('Modals.phoneverification')
  return (
    <div className="page page--narrow">
      <h1>{t('title')}</h1>
      <PhoneVerificationPage />
    </div>
  )
}
