import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProjectScreen } from '@/components/projects/ProjectScreen'
import { projectMetadata } from '@/components/projects/project-route'
import { isProjectAlias } from '@/domain/projects/catalogue-rules'
import { parseProjectTab } from '@/domain/projects/project-tabs'
import { isProjectBase } from '@/domain/projects/visitor-view'
import { pageLocale } from '@/i18n/page-locale'
import { getProject } from '@/server/projects/get-project'

type Props = { params: Promise<{ locale: string; base: string; alias: string; tab: string }> }

// A visitor's view of a project tab, cached per language (rendered on first request, not at
// build), expired when the project or its documents change and at most 60 s old.
export const revalidate = 60

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { alias } = await params
  if (!isProjectAlias(alias)) return {}
  const locale = await pageLocale(params)
  const project = await getProject(alias, locale, null)
  return project ? projectMetadata(project, locale) : {}
}

/** `/projects/{alias}?tab=…` for visitors (the proxy rewrites it here). */
export default async function VisitorProjectPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { base, alias, tab } = await params
  if (!isProjectBase(base) || !isProjectAlias(alias)) notFound()
  return (
    <ProjectScreen
      alias={alias}
      locale={locale}
      basePath={`/${base}`}
      tab={parseProjectTab(tab)}
      investor={null}
      previewUser={null}
    />
  )
}
