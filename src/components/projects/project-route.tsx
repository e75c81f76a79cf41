import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { notFound } from 'next/navigation'

import { isProjectAlias } from '@/domain/projects/catalogue-rules'
import { parseProjectTab } from '@/domain/projects/project-tabs'
import { languageAlternates, shareMetadata } from '@/domain/page-metadata'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { getPreviewUser } from '@/server/content/get-preview-user'
import { getProject } from '@/server/projects/get-project'
import { getProjectDraft } from '@/server/projects/get-project-draft'
import { investorViewer } from '@/server/projects/investor-viewer'
import { imageView } from '@/server/projects/media-view'
import type { Project } from '@/payload-types'

import { ProjectScreen } from './ProjectScreen'

type Props = {
  params: Promise<{ locale: string; alias: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** A project page's title, description, language alternates and share image. */
export async function projectMetadata(project: Project, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Projects' })
  const path = `/projects/${project.alias}`
  const cover = imageView(project.cover, 'wide')
  return {
    title: project.name,
    description: t('metaDescription', {
      name: project.name,
      description: project.shortDescription,
    }),
    alternates: languageAlternates(path, locale),
    ...shareMetadata({
      title: project.name,
      description: project.shortDescription,
      path,
      locale,
      image: cover,
    }),
  }
}

/**
 * The page and metadata of a project address as a signed-in investor or a previewing editor
 * sees it (read per request); visitors get the cached view under `visitor-view/` (`src/proxy.ts`).
 */
export function projectRoute(basePath: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await pageLocale(params)
    const { alias } = await params
    if (!isProjectAlias(alias)) return {}
    const previewUser = await getPreviewUser()
    const project = previewUser
      ? await getProjectDraft(alias, locale, previewUser)
      : await getProject(alias, locale, await investorViewer())
    return project ? projectMetadata(project, locale) : {}
  }
  async function Page({ params, searchParams }: Props) {
    const locale = await pageLocale(params)
    const { alias } = await params
    // No cache entry and no query for an address that cannot be a project.
    if (!isProjectAlias(alias)) notFound()
    const tab = parseProjectTab((await searchParams).tab)
    const [investor, previewUser] = await Promise.all([investorViewer(), getPreviewUser()])
    return (
      <ProjectScreen
        alias={alias}
        locale={locale}
        basePath={basePath}
        tab={tab}
        investor={investor}
        previewUser={previewUser}
      />
    )
  }
  return { generateMetadata, Page }
}
