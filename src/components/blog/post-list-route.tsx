import type { Metadata } from 'next'

import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import type { PostKind } from '@/server/posts/post-summary'

import { PostListPage, postListMetadata } from './PostListPage'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ page?: string | string[] }>
}

/** The page and metadata of a list of one kind of post (`/blog`, `/articles`), newest first. */
export function postListRoute(kind: PostKind) {
  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    return postListMetadata({ locale, kind, page: (await searchParams).page })
  }
  async function Page({ params, searchParams }: Props) {
    const locale = await pageLocale(params)
    return <PostListPage locale={locale} kind={kind} page={(await searchParams).page} />
  }
  return { generateMetadata, Page }
}
