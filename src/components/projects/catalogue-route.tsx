import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { parseCatalogueQuery } from '@/domain/projects/catalogue-rules'
import { languageAlternates, shareMetadata } from '@/domain/page-metadata'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { investorViewer } from '@/server/projects/investor-viewer'

import { CatalogueScreen } from './CatalogueScreen'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The catalogue's metadata, the same for every filter and page. */
export async function catalogueMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Projects' })
  const title = t('catalogueTitle')
  const description = t('catalogueIntro')
  return {
    title,
    description,
    // Both addresses show the same catalogue: /projects is the one search engines should keep.
    alternates: languageAlternates('/projects', locale),
    ...shareMetadata({ title, description, path: '/projects', locale }),
  }
}

/**
 * The page and metadata of a catalogue address as a signed-in investor sees it (read per
 * request); visitors get the cached view under `visitor-view/` (see `src/proxy.ts`).
 */
export function catalogueRoute(basePath: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    return catalogueMetadata(await pageLocale(params))
  }
  async function Page({ params, searchParams }: Props) {
    const locale = await pageLocale(params)
    return (
      <CatalogueScreen
        locale={locale}
        basePath={basePath}
        query={parseCatalogueQuery(await searchParams)}
        investor={await investorViewer()}
      />
    )
  }
  return { generateMetadata, Page }
}
