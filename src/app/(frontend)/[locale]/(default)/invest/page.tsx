import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/navigation/Link'
import { ProjectCardView } from '@/components/projects/ProjectCardView'
import { pageLocale } from '@/i18n/page-locale'
import { listCatalogue } from '@/server/projects/list-catalogue'
import { investorViewer } from '@/server/projects/investor-viewer'

// Per request: a signed-in investor may also see angel campaigns.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Invest.list' })
  return { title: t('title'), description: t('metaDescription') }
}

/** Spec 2, `/invest` without a project: the projects raising capital now, to choose from. */
export default async function InvestChoosePage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Invest.list')
  const catalogue = await listCatalogue(
    { group: 'raising', category: null, page: 1 },
    locale,
    await investorViewer(),
  )
  return (
    <div className="page invest-page" data-testid="invest-choose">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {catalogue.cards.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="catalogue__grid">
          {catalogue.cards.map((card, index) => (
            <li key={card.alias}>
              <ProjectCardView
                card={card}
                locale={locale}
                basePath="/invest"
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/investment_opportunities">{t('allProjects')}</Link>
      </p>
    </div>
  )
}
