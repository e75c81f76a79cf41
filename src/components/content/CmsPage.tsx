import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/components/blocks/RenderBlocks'
import { languageAlternates, shareMetadata, type ShareImage } from '@/domain/page-metadata'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { getPage } from '@/server/content/get-page'
import { getPublishedPage } from '@/server/content/get-published-page'

/** The page's own share image: its leading hero's picture, else the site default. */
function shareImage(page: Page): ShareImage | null {
  const first = page.layout?.[0]
  const image = first?.blockType === 'hero' ? first.image : null
  if (image && typeof image === 'object') {
    const wide = image.sizes?.wide
    const url = wide?.url ?? image.url
    const width = wide?.width ?? image.width
    const height = wide?.height ?? image.height
    if (url && width && height) return { url, width, height, alt: image.alt }
  }
  return null
}

/** Metadata of a CMS page: SEO fields, Open Graph, noindex and the language alternates (hreflang). */
export async function cmsPageMetadata(
  slug: string,
  locale: Locale,
  path: string,
): Promise<Metadata> {
  const page = await getPublishedPage(slug, locale)
  if (!page) return {}
  const title = page.meta?.title || page.title
  const description = page.meta?.description || undefined
  return {
    title,
    description,
    robots: page.meta?.noindex ? { index: false, follow: true } : undefined,
    alternates: languageAlternates(path, locale),
    ...shareMetadata({ title, description, path, locale, image: shareImage(page) }),
  }
}

/**
 * A CMS page: its title (or the leading hero as the h1), its text, then its blocks. Staff in
 * preview mode see the latest draft.
 */
export async function CmsPage({ slug, locale }: { slug: string; locale: Locale }) {
  const page = await getPage(slug, locale)
  if (!page) notFound()
  const blocks = page.layout ?? []
  const leadingHero = blocks[0]?.blockType === 'hero'
  return (
    <article className={`cms-page${leadingHero ? ' cms-page--with-hero' : ''}`}>
      {leadingHero ? (
        <RenderBlocks blocks={blocks.slice(0, 1)} heroIsPageHeading />
      ) : (
        <h1>{page.title}</h1>
      )}
      {page.content ? <RichText data={page.content} className="rich-text" /> : null}
      <RenderBlocks blocks={leadingHero ? blocks.slice(1) : blocks} />
    </article>
  )
}
