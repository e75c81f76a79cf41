import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { ErrorTrigger } from '@/components/style-guide/ErrorTrigger'
import { StyleGuideFrame, styleGuideMetadata } from '@/components/style-guide/StyleGuideFrame'
import { isLocale } from '@/i18n/locales'

export const metadata = styleGuideMetadata

export default async function StyleGuideErrors({
  params,
}: {
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('StyleGuide')

  return (
    <StyleGuideFrame current="/test3">
      <section>
        <h2>{t('errors')}</h2>
        <p>
          <Link href="/style-guide-missing-page">{t('notFoundLink')}</Link>
        </p>
        <ErrorTrigger />
      </section>
    </StyleGuideFrame>
  )
}
