import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { StaffUndoEmailForm } from '@/components/staff-setup/StaffUndoEmailForm'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'StaffSetup' })
  return { title: t('undoTitle'), robots: { index: false }, referrer: 'no-referrer' }
}

/** /staff-undo-email?token=…: the link a staff account's old address gets after a change. */
export default async function StaffUndoEmailPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'StaffSetup' })
  const signIn = await getTranslations({ locale, namespace: 'StaffSignIn' })
  return (
    <div className="page page--narrow">
      <h1>{t('undoTitle')}</h1>
      <StaffUndoEmailForm
        locale={locale}
        texts={{
          undoIntro: t('undoIntro'),
          undoSubmit: t('undoSubmit'),
          undoDone: t('undoDone'),
          linkInvalid: t('linkInvalid'),
          failed: signIn('failed'),
        }}
      />
    </div>
  )
}
