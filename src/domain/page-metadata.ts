import type { Locale } from '@/i18n/locales'
import { locales } from '@/i18n/locales'

/** The default share image (public/og-default.png), for pages without an image of their own. */
export const defaultOgImage = { url: '/og-default.png', width: 1200, height: 630 } as const

export const ogLocales: Record<Locale, string> = { he: 'he_IL', en: 'en_IL' }

/** The address of a page in one language (`lng` chooses it, see `src/proxy.ts`). */
export function pathInLanguage(path: string, locale: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}lng=${locale}`
}

/**
 * hreflang alternates of a path: every language as `?lng=`, the bare path as x-default (it
 * chooses the visitor's language). The canonical address is the page in its own language, as
 * search engines require of pages with hreflang alternates.
 */
export function languageAlternates(path: string, locale: Locale) {
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((code) => [code, pathInLanguage(path, code)]),
  )
  return {
    canonical: pathInLanguage(path, locale),
    languages: { ...languages, 'x-default': path },
  }
}

export type ShareImage = { url: string; width: number; height: number; alt?: string }

/**
 * A page's Open Graph and Twitter card: its own address in its language, the other language as
 * an alternate, and its image or the default share image. One shape for every public page.
 */
export function shareMetadata({
  title,
  description,
  path,
  locale,
  image,
}: {
  title: string
  description?: string
  path: string
  locale: Locale
  image?: ShareImage | null
}) {
  return {
    openGraph: {
      type: 'website' as const,
      title,
      description,
      url: pathInLanguage(path, locale),
      locale: ogLocales[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => ogLocales[l]),
      images: [image ?? { ...defaultOgImage, alt: title }],
    },
    twitter: { card: 'summary_large_image' as const, title, description },
  }
}
