import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/components/blocks/RenderBlocks'

import { locales, type Locale } from '@/i18n/locales'
import { getPublishedPage } from '@/server/content/get-published-page'

/** Metadata of a CMS page: its SEO fields, noindex, and the other-language alternate (hreflang). */
export async function cmsPageMetadata(
  slug: string,
  locale: Locale,
  path: string,
): Promise<Metadata> {
  const page = await getPublishedPage(slug, locale)
  if (!page) return {}
  const languages = Object.fromEntries(locales.map((code) => [code, `${path}?lng=${code}`]))
  return {
    title: page.meta?.title || page.title,
    description: page.meta?.description ?? undefined,
    robots: page.meta?.noindex ? { index: false, follow: true } : undefined,
    alternates: { canonical: path, languages: { ...languages, 'x-default': path } },
  }
}

export async function CmsPage({ slug, locale }: { slug: string; locale: Locale }) {
  const page = await getPublishedPage(slug, locale)
  if (!page) notFound()
  return (
    <article className="cms-page">
      <h1>{page.title}</h1>
      {page.content ? <RichText data={page.content} className="rich-text" /> : null}
      {page.layout?.length ? <RenderBlocks blocks={page.layout} /> : null}
    </article>
  )
}
