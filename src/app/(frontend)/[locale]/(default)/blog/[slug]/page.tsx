import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { PostArticle } from '@/components/blog/PostArticle'
import { PostJsonLd, postStructuredData } from '@/components/blog/PostJsonLd'
import { postMetadata } from '@/components/blog/post-metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { getPreviewUser } from '@/server/content/get-preview-user'
import { getPostDraft } from '@/server/posts/get-post-draft'
import { getPublishedPost } from '@/server/posts/get-published-post'
import { listRelatedPosts } from '@/server/posts/list-related-posts'
import { categoryNames } from '@/server/posts/post-summary'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** The published post, or its latest draft for a staff member in preview mode. */
async function loadPost(slug: string, locale: Locale) {
  const previewUser = await getPreviewUser()
  return previewUser ? getPostDraft(slug, locale, previewUser) : getPublishedPost(slug, locale)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const post = await loadPost(slug, locale)
  return post ? postMetadata(post, locale) : {}
}

/** `/blog/{slug}`: a blog post or an article, with related posts and structured data. */
export default async function PostPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const post = await loadPost(slug, locale)
  if (!post) notFound()
  const related = await listRelatedPosts({
    locale,
    postId: post.id,
    kind: post.kind,
    categoryIds: categoryNames(post.categories).map((c) => c.id),
  })
  const t = await getTranslations({ locale, namespace: 'Site' })
  return (
    <>
      <PostJsonLd data={postStructuredData(post, locale, t('name'))} />
      <PostArticle post={post} related={related} />
    </>
  )
}
