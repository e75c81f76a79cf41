import type { Metadata } from 'next'

import { excerpt } from '@/domain/content/excerpt'
import { languageAlternates } from '@/domain/page-metadata'
import type { Locale } from '@/i18n/locales'
import type { Post } from '@/payload-types'
import { coverImage } from '@/server/posts/post-summary'

/** Title, description, hreflang and Open Graph (an article with its cover) of a post's page. */
export function postMetadata(post: Post, locale: Locale): Metadata {
  const path = `/blog/${post.slug}`
  const description = excerpt(post.meta?.description || post.excerpt)
  const cover = coverImage(post.cover, 'wide')
  return {
    title: post.title,
    description,
    alternates: languageAlternates(path, locale),
    openGraph: {
      type: 'article',
      title: post.title,
      description,
      url: `${path}?lng=${locale}`,
      locale: locale === 'he' ? 'he_IL' : 'en_IL',
      alternateLocale: locale === 'he' ? 'en_IL' : 'he_IL',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      ...(post.author ? { authors: [post.author] } : {}),
      ...(cover
        ? { images: [{ url: cover.url, width: cover.width, height: cover.height, alt: cover.alt }] }
        : {}),
    },
  }
}
