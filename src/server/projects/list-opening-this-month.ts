import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { openingStatuses } from '@/domain/projects/project-status'
import { israelMonthOf, type IsraelMonth } from '@/domain/projects/israel-time'
import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

import { cardSelect, toProjectCard, type ProjectCard } from './project-card'
import { readRaiseTotals } from './read-raise-totals'

async function readOpening(month: IsraelMonth, locale: Locale): Promise<ProjectCard[]> {
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'projects',
    where: {
      and: [
        { status: { in: [...openingStatuses] } },
        { startDate: { greater_than_equal: month.start.toISOString() } },
        { startDate: { less_than: month.end.toISOString() } },
      ],
    },
    select: cardSelect,
    sort: ['startDate', 'alias'],
    pagination: false,
    depth: 1,
    locale,
    draft: false,
    overrideAccess: false,
    user: null,
  })
  const raises = await readRaiseTotals(
    payload,
    result.docs.map((project) => project.id),
  )
  return result.docs.map((project) => toProjectCard(project, raises.get(project.id)))
}

/**
 * `/new`: the projects whose raise opens in this calendar month in Israel (those opening later
 * this month and those already raising since its 1st), in the order they open, as a visitor sees
 * them. Cached per month and language, refreshed on publish and at least every 60 s.
 */
export async function listOpeningThisMonth(
  locale: Locale,
  now: Date,
): Promise<{ month: IsraelMonth; cards: ProjectCard[] }> {
  const month = israelMonthOf(now)
  const cards = await unstable_cache(
    () => readOpening(month, locale),
    ['projects-opening-this-month', locale, month.month],
    { tags: [cacheTags.collection('projects')], revalidate: 60 },
  )()
  return { month, cards }
}
