import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ActivationStatus } from '@/components/account/ActivationStatus'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Account.activation' })
  return { title: t('title'), robots: { index: false } }
}

/** Spec 2, /activation: the e-mail confirmation page. */
export default async function ActivationPage({ params }: Props) {
  await pageLocale(params)
  const t = await getTranslations('Account.activation')
  return (
    <div className="page page--narrow">
      <h1>{t('title')}</h1>
      <ActivationStatus />
    </div>
  )
}
