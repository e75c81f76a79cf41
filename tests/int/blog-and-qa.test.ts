import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Investor } from '@/payload-types'
import {
  demoArticleSlugs,
  demoBlogPostSlugs,
  demoDraftPostSlug,
  demoPosts,
} from '@/seed-data/demo-posts'
import { demoQaDraftQuestion, demoQaPublishedCount } from '@/seed-data/demo-qa'
import { demoPhotos } from '@/seed-data/photos/demo-photos'
import { findPublishedPost } from '@/server/posts/find-published-post'
import { findPublishedPosts } from '@/server/posts/find-published-posts'
import { findRelatedPosts } from '@/server/posts/find-related-posts'
import { findPublishedQaItems, qaPerPage } from '@/server/qa/find-published-qa-items'
import { seedBlogAndQa } from '@/server/seed/seed-blog-and-qa'

import { anEmail, registerAccount } from '../support/accounts'
import { testPayload } from '../support/payload'

const restGet = REST_GET(config)
const restPost = REST_POST(config)

/** A visitor's REST request, answered by the same handler as `/api/[...slug]`. */
async function visitorGet(path: string) {
  const url = new URL(`http://localhost/api/${path}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await restGet(new Request(url), { params: Promise.resolve({ slug }) })
  return { status: response.status, body: await response.text() }
}

describe('blog, articles and Q&A for visitors', () => {
  let payload: Payload
  let investor: Investor & { collection: 'investors' }

  beforeAll(async () => {
    payload = await testPayload()
    await seedBlogAndQa(payload)
    // Saved twice, like an editor's autosave: still a draft, still invisible.
    const draft = await payload.find({
      collection: 'posts',
      where: { slug: { equals: demoDraftPostSlug } },
      draft: true,
    })
    expect(draft.docs[0]?._status).toBe('draft')
    const id = await registerAccount(payload, anEmail('blog'))
    investor = {
      ...(await payload.findByID({ collection: 'investors', id })),
      collection: 'investors',
    }
  })

  it('lists blog posts newest first, published only, one kind at a time', async () => {
    const page = await findPublishedPosts(payload, { locale: 'en', kind: 'blog', limit: 50 })
    const slugs = page.docs.map((p) => p.slug)
    expect(slugs).toEqual(demoBlogPostSlugs)
    expect(slugs).not.toContain(demoDraftPostSlug)
    const dates = page.docs.map((p) => p.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const articles = await findPublishedPosts(payload, { locale: 'he', kind: 'article', limit: 50 })
    expect(articles.docs.map((p) => p.slug)).toEqual(demoArticleSlugs)
  })

  it('pages through the posts without repeating one', async () => {
    const first = await findPublishedPosts(payload, { locale: 'he', kind: 'blog', limit: 6 })
    const second = await findPublishedPosts(payload, {
      locale: 'he',
      kind: 'blog',
      limit: 6,
      page: 2,
    })
    expect(first.totalDocs).toBe(demoBlogPostSlugs.length)
    expect(first.totalPages).toBe(2)
    expect([...first.docs, ...second.docs].map((p) => p.slug)).toEqual(demoBlogPostSlugs)
  })

  it('gives each language its own texts and a cover with alt text', async () => {
    const [he, en] = await Promise.all(
      (['he', 'en'] as const).map((locale) =>
        findPublishedPost(payload, { slug: demoBlogPostSlugs[0]!, locale }),
      ),
    )
    expect(he?.title).toMatch(/[\u0590-\u05FF]/)
    expect(en?.title).toMatch(/^What investment crowdfunding is/)
    const [card] = (await findPublishedPosts(payload, { locale: 'en', limit: 1 })).docs
    // The cover is a credited photograph, described in each language.
    const photoOf = (slug: string | undefined) =>
      demoPhotos[demoPosts.find((post) => post.slug === slug)!.photo]
    expect(card?.cover?.alt).toBe(photoOf(card?.slug).alt.en)
    const cover = typeof he?.cover === 'object' ? he.cover : null
    expect(cover?.alt).toBe(photoOf(he?.slug).alt.he)
    expect([cover?.credit, cover?.licence]).toEqual([
      photoOf(he?.slug).credit,
      photoOf(he?.slug).licence,
    ])
    expect(card?.categories.length).toBeGreaterThan(0)
  })

  it('never finds a draft by its slug', async () => {
    expect(await findPublishedPost(payload, { slug: demoDraftPostSlug, locale: 'en' })).toBeNull()
    expect(await findPublishedPost(payload, { slug: 'no-such-post', locale: 'en' })).toBeNull()
  })

  it('relates posts that share a category, never the post itself or a draft', async () => {
    const post = (await findPublishedPost(payload, {
      slug: 'leading-investor-role',
      locale: 'en',
    }))!
    const categoryIds = (post.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
    const related = await findRelatedPosts(payload, {
      locale: 'en',
      postId: post.id,
      kind: post.kind,
      categoryIds,
      limit: 3,
    })
    expect(related).toHaveLength(3)
    const slugs = related.map((p) => p.slug)
    expect(slugs).not.toContain('leading-investor-role')
    expect(slugs).not.toContain(demoDraftPostSlug)
    for (const p of related)
      expect(
        p.categories.some((c) => categoryIds.includes(c.id)),
        p.slug,
      ).toBe(true)
  })

  it('lists Q&A items in the editors’ order, 10 a page, without the draft', async () => {
    const first = await findPublishedQaItems(payload, { locale: 'en', query: '', page: 1 })
    const second = await findPublishedQaItems(payload, { locale: 'en', query: '', page: 2 })
    // Other seeds (the marketing pages' FAQ blocks) add published items of their own.
    const published = await payload.count({
      collection: 'qa-items',
      where: { _status: { equals: 'published' } },
    })
    expect(first.totalDocs).toBe(published.totalDocs)
    expect(first.totalDocs).toBeGreaterThanOrEqual(demoQaPublishedCount)
    expect(first.docs).toHaveLength(qaPerPage)
    const questions = [...first.docs, ...second.docs].map((q) => q.question)
    expect(questions).not.toContain(demoQaDraftQuestion)
    expect(questions[0]).toBe('What is investment crowdfunding?')
  })

  it('searches questions and answers in each language, never the draft', async () => {
    const en = await findPublishedQaItems(payload, {
      locale: 'en',
      query: 'bank transfer',
      page: 1,
    })
    expect(en.docs.map((q) => q.question)).toContain('How do I pay by bank transfer?')
    const he = await findPublishedQaItems(payload, { locale: 'he', query: 'העברה בנקאית', page: 1 })
    expect(he.docs.map((q) => q.question)).toContain('איך משלמים בהעברה בנקאית?')
    const draft = await findPublishedQaItems(payload, { locale: 'en', query: 'Draft', page: 1 })
    expect(draft.totalDocs).toBe(0)
    const none = await findPublishedQaItems(payload, { locale: 'en', query: 'zzzqqq', page: 1 })
    expect(none.docs).toEqual([])
  })

  it('hides drafts from visitors through REST, even when they ask for drafts', async () => {
    for (const path of [
      `posts?where[slug][equals]=${demoDraftPostSlug}`,
      `posts?where[slug][equals]=${demoDraftPostSlug}&draft=true`,
      `posts?limit=100&draft=true&locale=en`,
      `qa-items?limit=100&draft=true&locale=en`,
    ]) {
      const { status, body } = await visitorGet(path)
      expect(status, path).toBe(200)
      expect(body, path).not.toContain(demoDraftPostSlug)
      expect(body, path).not.toContain(demoQaDraftQuestion)
      expect(body, path).not.toContain('"_status":"draft"')
    }
    const published = await visitorGet(`posts?where[slug][equals]=${demoBlogPostSlugs[0]}`)
    expect(published.body).toContain(demoBlogPostSlugs[0])
  })

  it('refuses visitors a draft by id and the version history through REST', async () => {
    const draft = (
      await payload.find({
        collection: 'posts',
        where: { slug: { equals: demoDraftPostSlug } },
        draft: true,
      })
    ).docs[0]!
    const byId = await visitorGet(`posts/${draft.id}?draft=true`)
    expect(byId.status).toBe(404)
    expect(byId.body).not.toContain(demoDraftPostSlug)
    for (const path of ['posts/versions', 'qa-items/versions']) {
      const { status, body } = await visitorGet(path)
      expect(status, path).toBe(403)
      expect(body, path).not.toContain('draft')
    }
  })

  it('keeps version histories (drafts) from signed-in investors', async () => {
    for (const collection of ['posts', 'qa-items'] as const) {
      await expect(
        payload.findVersions({ collection, overrideAccess: false, user: investor }),
      ).rejects.toThrow()
    }
    const visible = await payload.find({
      collection: 'posts',
      overrideAccess: false,
      user: investor,
      draft: true,
      limit: 100,
    })
    expect(visible.docs.map((p) => p.slug)).not.toContain(demoDraftPostSlug)
  })

  it('offers no GraphQL endpoint to read drafts through', async () => {
    const response = await restPost(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Posts(draft: true) { docs { slug _status } } }' }),
      }),
      { params: Promise.resolve({ slug: ['graphql'] }) },
    )
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain(demoDraftPostSlug)
  })
})
