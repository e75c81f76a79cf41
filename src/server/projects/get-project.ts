import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'
import type { Project } from '@/payload-types'

import { noRaiseYet, readRaiseTotals, type RaiseFigures } from './read-raise-totals'

/** A project with its raise as the ledger has it. */
export type ProjectWithRaise = Project & { raise: RaiseFigures }

/** A project by alias as `user` may read it (the published version, or with `draft` the latest). */
export async function readProject(
  alias: string,
  locale: Locale,
  user: TypedUser | null,
  { draft = false }: { draft?: boolean } = {},
): Promise<ProjectWithRaise | null> {
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'projects',
    where: { alias: { equals: alias } },
    locale,
    limit: 1,
    depth: 1,
    draft,
    joins: false,
    overrideAccess: false,
    user,
  })
  const project = result.docs[0]
  if (!project) return null
  const raises = await readRaiseTotals(payload, [project.id])
  return { ...project, raise: raises.get(project.id) ?? noRaiseYet }
}

/**
 * A project as the viewer may see it (null when unknown, a draft, not in a public status, or an
 * angel campaign for one not pre-qualified). Visitors get a copy cached until the project or its documents
 * change and at most 60 s old, so the raise progress stays fresh.
 */
export function getProject(
  alias: string,
  locale: Locale,
  investor: TypedUser | null,
): Promise<ProjectWithRaise | null> {
  if (investor) return readProject(alias, locale, investor)
  return unstable_cache(() => readProject(alias, locale, null), ['project', alias, locale], {
    tags: [cacheTags.project(alias), cacheTags.collection('projects')],
    revalidate: 60,
  })()
}
