import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'

import type { CompanyUpdateVisibility } from '@/domain/companies/company-update'
import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

/** A company's update as the project's updates tab shows it, in the page's language. */
export type CompanyUpdateListing = {
  id: number
  postedAt: string
  visibility: CompanyUpdateVisibility
  title: string
  text: string
}

async function readCompanyUpdates(
  projectId: number,
  locale: Locale,
  viewer: TypedUser | null,
): Promise<CompanyUpdateListing[]> {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'company-updates',
    where: { project: { equals: projectId } },
    select: { createdAt: true, visibility: true, title: true, text: true },
    sort: '-createdAt',
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: viewer,
  })
  return docs.map((update) => ({
    id: update.id,
    postedAt: update.createdAt,
    visibility: update.visibility,
    title: update.title,
    text: update.text,
  }))
}

/**
 * The company's updates of a project that `viewer` may read (access control decides: the public
 * ones, and an investor of the project also those for its investors). Visitors share a copy that
 * a new or removed update expires (the project's tag).
 */
export function listCompanyUpdates(
  project: { id: number; alias: string },
  locale: Locale,
  viewer: TypedUser | null,
): Promise<CompanyUpdateListing[]> {
  if (viewer) return readCompanyUpdates(project.id, locale, viewer)
  return unstable_cache(
    () => readCompanyUpdates(project.id, locale, null),
    ['company-updates', String(project.id), locale],
    { tags: [cacheTags.project(project.alias)] },
  )()
}
