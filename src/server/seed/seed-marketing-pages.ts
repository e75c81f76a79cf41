import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import {
  marketingPages,
  type DemoImageSpec,
  type SeedBlock,
  type Text,
} from '@/seed-data/marketing-pages-data'

import { createDemoImage } from './demo-image'

// Seeds run outside Next, where there is no cache to revalidate.
const context = { disableRevalidate: true }

type Layout = NonNullable<Page['layout']>
type Resolved = Record<string, unknown>

const isText = (value: unknown): value is Text =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 2 &&
  'he' in value &&
  'en' in value

/** Picks one language out of a bilingual seed tree (`{ he, en }` leaves). */
function inLocale(value: unknown, locale: Locale): unknown {
  if (isText(value)) return value[locale]
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLocale(v, locale)]))
  return value
}

/**
 * Blocks and array rows keep their ids across locales: the second language's texts must go onto
 * the rows the first one created, or Payload would replace them.
 */
function withIdsFrom(target: unknown, source: unknown): unknown {
  if (Array.isArray(target))
    return target.map((item, i) => withIdsFrom(item, Array.isArray(source) ? source[i] : undefined))
  if (typeof target !== 'object' || target === null) return target
  const from = (typeof source === 'object' && source !== null ? source : {}) as Resolved
  const merged = Object.fromEntries(
    Object.entries(target).map(([k, v]) => [k, withIdsFrom(v, from[k])]),
  )
  return 'id' in from ? { ...merged, id: from.id } : merged
}

const withoutIds = (value: unknown): unknown => withIdsFrom(value, undefined)

async function imageId(payload: Payload, spec: DemoImageSpec) {
  return (await createDemoImage(payload, spec)).id
}

/** A published Q&A item found again by its Hebrew question, so a second run adds nothing. */
async function qaItemId(
  payload: Payload,
  item: { question: Text; answer: Text },
  group: Text,
  order: number,
) {
  const existing = await payload.find({
    collection: 'qa-items',
    where: { question: { equals: item.question.he } },
    locale: 'he',
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const created = await payload.create({
    collection: 'qa-items',
    locale: 'he',
    context,
    data: {
      question: item.question.he,
      answer: item.answer.he,
      group: group.he,
      order,
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'qa-items',
    id: created.id,
    locale: 'en',
    context,
    data: {
      question: item.question.en,
      answer: item.answer.en,
      group: group.en,
      _status: 'published',
    },
  })
  return created.id
}

/** Replaces images and questions in a seed block by the ids of the documents made for them. */
async function resolveBlock(payload: Payload, block: SeedBlock): Promise<Resolved> {
  switch (block.blockType) {
    case 'hero': {
      const { image, ...rest } = block
      return { ...rest, image: image ? await imageId(payload, image) : undefined }
    }
    case 'team':
      return {
        ...block,
        members: await Promise.all(
          block.members.map(async (m) => ({ ...m, image: await imageId(payload, m.image) })),
        ),
      }
    case 'logos':
      return {
        ...block,
        logos: await Promise.all(
          block.logos.map(async (l) => ({ ...l, image: await imageId(payload, l.image) })),
        ),
      }
    case 'faq': {
      const { group, questions, ...rest } = block
      const ids: number[] = []
      // One at a time: the order of the questions is their order in the Q&A centre.
      for (const [i, q] of questions.entries()) ids.push(await qaItemId(payload, q, group, 100 + i))
      return { ...rest, questions: ids }
    }
    default:
      return { ...block }
  }
}

const composedTypes = new Set(['hero', 'steps', 'stats', 'faq', 'team', 'logos'])

/**
 * The marketing pages (home's CMS part, how it works, leading investor, smart club, recruitment)
 * composed from blocks in both languages. A page that already has composed blocks (a previous
 * run, or an editor's work) is left alone; sections already on a page (the home page's call to
 * action) stay after the new ones. Safe to run twice.
 */
export async function seedMarketingPages(payload: Payload) {
  for (const page of marketingPages) {
    const read = async (locale: Locale) =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: page.slug } },
          locale,
          fallbackLocale: false,
          limit: 1,
          depth: 0,
          draft: false,
        })
      ).docs[0]
    const existingHe = await read('he')
    if (existingHe?.layout?.some((block) => composedTypes.has(block.blockType))) continue
    const existingEn = existingHe ? await read('en') : undefined

    const blocks: Resolved[] = []
    for (const block of page.blocks) blocks.push(await resolveBlock(payload, block))
    const layoutIn = (locale: Locale, kept: Layout | null | undefined) => [
      ...(inLocale(blocks, locale) as Resolved[]),
      ...((withoutIds(kept ?? []) as Resolved[]) ?? []),
    ]
    const meta = (locale: Locale) => ({
      title: page.title[locale],
      description: page.description[locale],
    })

    const heData = {
      title: page.title.he,
      // The hero says what the page's text used to: the blocks are the whole page now.
      content: null,
      meta: meta('he'),
      layout: layoutIn('he', existingHe?.layout) as unknown as Layout,
      _status: 'published' as const,
    }
    const he = existingHe
      ? await payload.update({
          collection: 'pages',
          id: existingHe.id,
          locale: 'he',
          context,
          data: heData,
        })
      : await payload.create({
          collection: 'pages',
          locale: 'he',
          context,
          data: { ...heData, slug: page.slug },
        })
    await payload.update({
      collection: 'pages',
      id: he.id,
      locale: 'en',
      context,
      data: {
        title: page.title.en,
        content: null,
        meta: meta('en'),
        layout: withIdsFrom(layoutIn('en', existingEn?.layout), he.layout) as Layout,
        _status: 'published',
      },
    })
  }
}
