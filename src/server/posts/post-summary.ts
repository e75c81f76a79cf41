import type { Category, Media, Post } from '@/payload-types'

export type PostKind = Post['kind']

export type CoverImage = { url: string; alt: string; width: number; height: number }

/** What a list or card needs of a post: small enough to keep many of them in the cache. */
export type PostSummary = {
  id: number
  slug: string
  kind: PostKind
  title: string
  excerpt: string
  publishedAt: string
  author: string | null
  categories: { id: number; name: string }[]
  cover: CoverImage | null
}

/** The cover at a given size (falling back to the original), or null when it is not loaded. */
export function coverImage(
  media: Post['cover'],
  size: 'card' | 'wide' = 'card',
): CoverImage | null {
  if (!media || typeof media !== 'object') return null
  const sized = (media as Media).sizes?.[size]
  const url = sized?.url ?? media.url
  const width = sized?.width ?? media.width
  const height = sized?.height ?? media.height
  if (!url || !width || !height) return null
  return { url, alt: media.alt, width, height }
}

export function categoryNames(categories: Post['categories']): { id: number; name: string }[] {
  return (categories ?? [])
    .filter((c): c is Category => typeof c === 'object' && c !== null)
    .map((c) => ({ id: c.id, name: c.name }))
}

export function toPostSummary(post: Post): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    kind: post.kind,
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    author: post.author ?? null,
    categories: categoryNames(post.categories),
    cover: coverImage(post.cover),
  }
}
