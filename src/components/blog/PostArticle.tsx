import { RichText } from '@payloadcms/richtext-lexical/react'
import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import type { Post } from '@/payload-types'
import { categoryNames, coverImage, type PostSummary } from '@/server/posts/post-summary'

import { PostCard } from './PostCard'
import { usePostDate } from './PostDate'

/** The cover's author and licence, which free licences ask to show beside the picture. */
function photoCredit(media: Post['cover'], t: ReturnType<typeof useTranslations<'Blog'>>) {
  if (!media || typeof media !== 'object' || !media.credit) return null
  return media.licence
    ? t('photoCreditWithLicence', { credit: media.credit, licence: media.licence })
    : t('photoCredit', { credit: media.credit })
}

/** A post's page: back link, title, date, author, categories, cover, content and related posts. */
export function PostArticle({ post, related }: { post: Post; related: PostSummary[] }) {
  const t = useTranslations('Blog')
  const formatDate = usePostDate()
  const cover = coverImage(post.cover, 'wide')
  const categories = categoryNames(post.categories)
  const credit = photoCredit(post.cover, t)
  const back =
    post.kind === 'article'
      ? { href: '/articles', label: t('backToArticles') }
      : { href: '/blog', label: t('backToBlog') }
  return (
    <>
      <article className="post" aria-labelledby="post-title">
        <nav aria-label={t('breadcrumb')} className="post__back">
          <Link href={back.href}>{back.label}</Link>
        </nav>
        <header className="post__header">
          <h1 id="post-title">{post.title}</h1>
          <p className="post__meta">
            <span>
              {t.rich('publishedOn', {
                date: formatDate(post.publishedAt),
                time: (chunks) => <time dateTime={post.publishedAt}>{chunks}</time>,
              })}
            </span>
            {post.author ? <span>{t('by', { author: post.author })}</span> : null}
          </p>
          {categories.length ? (
            <ul className="post__categories" aria-label={t('categories')}>
              {categories.map((c) => (
                <li key={c.id}>{c.name}</li>
              ))}
            </ul>
          ) : null}
        </header>
        {cover ? (
          <figure className="post__figure">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              className="post__cover"
              src={cover.url}
              width={cover.width}
              height={cover.height}
              alt={cover.alt}
            />
            {credit ? <figcaption className="post__credit">{credit}</figcaption> : null}
          </figure>
        ) : null}
        <RichText data={post.content} className="rich-text post__content" />
      </article>
      {related.length ? (
        <section className="post-related" aria-labelledby="post-related-title">
          <h2 id="post-related-title">{t('related')}</h2>
          <ul className="post-list__items">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
