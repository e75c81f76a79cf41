import type { Locale } from '@/i18n/locales'
import { localeSettings } from '@/i18n/locales'
import type { Post } from '@/payload-types'
import { siteUrl } from '@/server/http/site-url'
import { coverImage } from '@/server/posts/post-summary'

/** schema.org data of a post (BlogPosting, or Article for an article) for search engines. */
export function postStructuredData(post: Post, locale: Locale, publisher: string) {
  const base = siteUrl()
  const url = `${base}/blog/${post.slug}?lng=${locale}`
  const cover = coverImage(post.cover, 'wide')
  return {
    '@context': 'https://schema.org',
    '@type': post.kind === 'article' ? 'Article' : 'BlogPosting',
    headline: post.title,
    description: post.meta?.description || post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: localeSettings[locale].intlLocale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(cover ? { image: new URL(cover.url, base).toString() } : {}),
    publisher: { '@type': 'Organization', name: publisher, url: base },
  }
}

/** The JSON-LD script; `<` is escaped so text from the CMS cannot close the script element. */
export function PostJsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
