import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { pageFromParam, pageWindow } from '@/domain/content/pagination'
import type { Locale } from '@/i18n/locales'
import { listPosts, postsPerPage } from '@/server/posts/list-posts'
import type { PostKind } from '@/server/posts/post-summary'
import { languageAlternates, shareMetadata } from '@/domain/page-metadata'

import { Pagination } from './Pagination'
import { PostCard } from './PostCard'

const listPath: Record<PostKind, string> = { blog: '/blog', article: '/articles' }
const texts = {
  blog: { title: 'blogTitle', description: 'blogDescription' },
  article: { title: 'articlesTitle', description: 'articlesDescription' },
} as const

type Params = { locale: Locale; kind: PostKind; page: string | string[] | undefined }

export async function postListMetadata({ locale, kind, page }: Params): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const number = pageFromParam(page)
  const title = t(texts[kind].title)
  const path = listPath[kind]
  const canonical = number > 1 ? `${path}?page=${number}` : path
  return {
    title: number > 1 ? t('listPageTitle', { title, page: number }) : title,
    description: t(texts[kind].description),
    alternates: languageAlternates(canonical, locale),
    ...shareMetadata({ title, description: t(texts[kind].description), path: canonical, locale }),
  }
}

/** `/blog` and `/articles`: one kind of post, newest first, `postsPerPage` a page. */
export async function PostListPage({ locale, kind, page }: Params) {
  const t = await getTranslations({ locale, namespace: 'Blog' })
  const number = pageFromParam(page)
  const result = await listPosts({ locale, kind, page: number })
  // A page past the end is not a page (page 1 of an empty list still is).
  if (number > 1 && result.docs.length === 0) notFound()
  const window = pageWindow(number, result.totalDocs, postsPerPage)
  return (
    <section className="post-list" aria-labelledby="post-list-title">
      <header className="post-list__header">
        <h1 id="post-list-title">{t(texts[kind].title)}</h1>
        <p className="post-list__lead">{t(texts[kind].description)}</p>
      </header>
      {result.docs.length ? (
        <ul className="post-list__items">
          {result.docs.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
      <Pagination path={listPath[kind]} window={window} />
    </section>
  )
}
