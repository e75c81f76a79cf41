import Image from 'next/image'

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
 * `unoptimized`: Payload already made the sizes, and Next's optimiser cannot fetch them in tests.
 */
export function MediaImage({ media, size = 'card', className, decorative, priority }: Props) {
  if (!media || typeof media === 'number') return null
  const sized = media.sizes?.[size]
  const src = sized?.url ?? media.url
  const width = sized?.width ?? media.width
  const height = sized?.height ?? media.height
  if (!src || !width || !height) return null
  return (
    <Image
      src={src}
      width={width}
      height={height}
      alt={decorative ? '' : media.alt}
      className={className}
      unoptimized
      priority={priority}
    />
  )
}
