import type { Payload } from 'payload'

import type { Media } from '@/payload-types'
import {
  demoPostCategories,
  demoPosts,
  type DemoCategorySlug,
  type DemoPost,
} from '@/seed-data/demo-posts'
import { richText } from '@/seed-data/lexical'

import { createDemoImage } from './demo-image'

// Seeds run outside Next, where there is no cache to revalidate.
const context = { disableRevalidate: true }

/** The post categories, found by slug (another seed may have made them) or created. */
async function seedPostCategories(payload: Payload): Promise<Record<DemoCategorySlug, number>> {
  const ids = {} as Record<DemoCategorySlug, number>
  for (const [slug, name] of Object.entries(demoPostCategories) as [
    DemoCategorySlug,
    { he: string; en: string },
  ][]) {
    const existing = await payload.find({
      collection: 'categories',
      where: { slug: { equals: slug } },
      limit: 1,
    })
    let id = existing.docs[0]?.id
    if (!id) {
      const created = await payload.create({
        collection: 'categories',
        locale: 'he',
        context,
        data: { slug, name: name.he },
      })
      await payload.update({
        collection: 'categories',
        id: created.id,
        locale: 'en',
        context,
        data: { name: name.en },
      })
      id = created.id
    }
    ids[slug] = id
  }
  return ids
}

async function seedPost(
  payload: Payload,
  post: DemoPost,
  categoryIds: Record<DemoCategorySlug, number>,
  cover: Media,
) {
  const existing = await payload.find({
    collection: 'posts',
    where: { slug: { equals: post.slug } },
    draft: true,
    limit: 1,
  })
  if (existing.docs[0]) return
  const status = post.draft ? 'draft' : 'published'
  const created = await payload.create({
    collection: 'posts',
    locale: 'he',
    context,
    draft: post.draft ?? false,
    data: {
      slug: post.slug,
      kind: post.kind,
      // Noon in Israel, so the day is the same in every time zone the date is shown in.
      publishedAt: `${post.date}T10:00:00.000Z`,
      author: post.author.he,
      categories: post.categories.map((slug) => categoryIds[slug]),
      cover: cover.id,
      title: post.title.he,
      excerpt: post.excerpt.he,
      content: richText(post.content.he),
      _status: status,
    },
  })
  await payload.update({
    collection: 'posts',
    id: created.id,
    locale: 'en',
    context,
    draft: post.draft ?? false,
    data: {
      author: post.author.en,
      title: post.title.en,
      excerpt: post.excerpt.en,
      content: richText(post.content.en),
      _status: status,
    },
  })
}

/** Demo blog posts and articles with covers and categories, and one draft. Safe to run twice. */
export async function seedDemoPosts(payload: Payload) {
  const categoryIds = await seedPostCategories(payload)
  // The covers first, all at once (resizing is most of the time; a second run finds them again),
  // then the posts in order.
  const covers = await Promise.all(
    demoPosts.map((post) =>
      createDemoImage(payload, { name: `post-${post.slug}-cover`, photo: post.photo }),
    ),
  )
  for (const [i, post] of demoPosts.entries())
    await seedPost(payload, post, categoryIds, covers[i]!)
}
