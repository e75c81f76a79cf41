'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = ComponentProps<typeof NextLink>

/**
 * Next's Link, prefetching the page when the visitor shows intent (pointer over the link, a touch,
 * keyboard focus) rather than every link as soon as it scrolls into view. A catalogue or home page
 * holds dozens of links; fetching and decoding each of their pages while the page itself was
 * still starting up took phones a few hundred milliseconds of main thread and their data.
 * An explicit `prefetch` (or a URL object) keeps Next's own behaviour.
 */
export function Link({ href, prefetch, ...props }: Props) {
  const router = useRouter()
  if (prefetch != null || typeof href !== 'string')
    return <NextLink href={href} prefetch={prefetch} {...props} />
  const prefetchThen =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      router.prefetch(href)
      handler?.(event)
    }
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={prefetchThen(props.onMouseEnter)}
      onTouchStart={prefetchThen(props.onTouchStart)}
      onFocus={prefetchThen(props.onFocus)}
    />
  )
}
