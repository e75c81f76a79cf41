import type { Media } from '@/payload-types'

export type ImageView = { url: string; alt: string; width: number; height: number }

type SizeName = 'thumbnail' | 'card' | 'wide'

/** A populated upload as the page draws it: the named size when generated, else the original. */
export function imageView(
  media: number | Media | null | undefined,
  size: SizeName,
): ImageView | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  if (!media.mimeType?.startsWith('image/')) return null
  const sized = media.sizes?.[size]
  if (sized?.url && sized.width && sized.height) {
    return { url: sized.url, alt: media.alt ?? '', width: sized.width, height: sized.height }
  }
  return {
    url: media.url,
    alt: media.alt ?? '',
    width: media.width ?? 1200,
    height: media.height ?? 750,
  }
}
