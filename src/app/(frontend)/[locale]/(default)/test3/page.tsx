import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/navigation/Link'
import { ErrorTrigger } from '@/components/style-guide/ErrorTrigger'
import { StyleGuideFrame, styleGuideMetadata } from '@/components/style-guide/StyleGuideFrame'
import { pageLocale } from '@/i18n/page-locale'

export const metadata = styleGuideMetadata

export default async function StyleGuideErrors({
  params,
}: {
  params: Promise<{ locale: string }>
}) {
  await pageLocale(params)
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
