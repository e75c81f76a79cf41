import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { StaffSetupForm, type StaffSetupTexts } from '@/components/staff-setup/StaffSetupForm'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'StaffSetup' })
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' }
}

/**
 * /staff-setup?token=…: a staff member's e-mailed setup (or enrolment) link lands here. The page
 * holds no secret itself (it is cached without its query); the form reads the link's details.
 */
export default async function StaffSetupPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'StaffSetup' })
  const signIn = await getTranslations({ locale, namespace: 'StaffSignIn' })
  const texts: StaffSetupTexts = {
    title: t('title'),
    enrolTitle: t('enrolTitle'),
    account: t('account'),
    password: t('password'),
    passwordHint: t('passwordHint'),
    confirmPassword: t('confirmPassword'),
    setupIntro: signIn('setupIntro'),
    secretLabel: signIn('secretLabel'),
    code: signIn('code'),
    codeHint: signIn('codeHint'),
    submit: t('submit'),
    doneTitle: t('doneTitle'),
    doneText: t('doneText'),
    recoveryTitle: signIn('recoveryTitle'),
    recoveryHint: signIn('recoveryHint'),
    signIn: t('signIn'),
    linkInvalid: t('linkInvalid'),
    failed: signIn('failed'),
  }
  return (
    <div className="page page--narrow">
      <h1>{t('title')}</h1>
      <StaffSetupForm texts={texts} locale={locale} signInHref="/admin/login" />
    </div>
  )
}
