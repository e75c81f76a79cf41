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
 */
export function Link({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter()
  if (prefetch != null || typeof href !== 'string')
    return (
      <NextLink
        href={href}
        prefetch={prefetch}
        onMouseEnter={onMouseEnter}
        onTouchStart={onTouchStart}
        onFocus={onFocus}
        {...props}
      />
    )
  const prefetchNow = () => router.prefetch(href)
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetchNow()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        prefetchNow()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        prefetchNow()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
