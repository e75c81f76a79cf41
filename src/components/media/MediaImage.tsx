import type { Media } from '@/payload-types'

type Size = 'thumbnail' | 'card' | 'wide'

type Props = {
  media: Media | number | null | undefined
  size?: Size
  className?: string
  /** Decorative images (a logo next to its written name) get an empty alt. */
  decorative?: boolean
  priority?: boolean
}

/**
 * An uploaded image with its alt text from the media document (each language reads its own).
 * A plain `<img>` rendered on the server: Payload already made the sizes (Next's optimiser cannot
 * fetch them in every environment), and next/image would add its client code to every page.
 */
export function MediaImage({ media, size = 'card', className, decorative, priority }: Props) {
  if (!media || typeof media === 'number') return null
  const sized = media.sizes?.[size]
  const src = sized?.url ?? media.url
  const width = sized?.width ?? media.width
  const height = sized?.height ?? media.height
  if (!src || !width || !height) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      width={width}
      height={height}
      alt={decorative ? '' : media.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
