import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import type { PostSummary } from '@/server/posts/post-summary'

import { PostDate } from './PostDate'

type Props = {
  post: PostSummary
  /** Level of the card's title in the page's outline (h2 in lists, h3 under a section heading). */
  headingLevel?: 2 | 3
  /** Load the cover at once (cards in the first screenful), else when it scrolls into view. */
  eager?: boolean
}

/**
 * A post in a list: cover, title (the link), date, author and excerpt. Used by the blog, the
 * articles, related posts and the home page (with `listLatestPosts`).
 */
export function PostCard({ post, headingLevel = 2, eager = false }: Props) {
  const t = useTranslations('Blog')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="post-card">
      {post.cover ? (
        // The card is one link (the title); the picture is decoration next to it.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className="post-card__cover"
          src={post.cover.url}
          width={post.cover.width}
          height={post.cover.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : null}
      <div className="post-card__body">
        <Heading className="post-card__title">
          <Link href={`/blog/${post.slug}`} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__meta">
          <PostDate iso={post.publishedAt} />
          {post.author ? <span>{t('by', { author: post.author })}</span> : null}
        </p>
        <p className="post-card__excerpt">{post.excerpt}</p>
      </div>
    </article>
  )
}
