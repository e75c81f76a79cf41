import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ResetPasswordForm } from '@/components/account/ResetPasswordForm'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Account' })
  return { title: t('setNewPassword'), robots: { index: false }, referrer: 'no-referrer' }
}

/** Spec 2, /change-password: the e-mailed reset link (or an expired password) lands here. */
export default async function ChangePasswordPage({ params }: Props) {
  await pageLocale(params)
  const t = await getTranslations('Account')
  return (
    <div className="page page--narrow">
      <h1>{t('setNewPassword')}</h1>
      <ResetPasswordForm />
    </div>
  )
}
