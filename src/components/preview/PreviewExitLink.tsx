'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { previewExitPath } from '@/contracts/other-addresses'

/** The exit link returns to the page being previewed (its path is only known in the browser). */
export function PreviewExitLink({ children }: { children: ReactNode }) {
  // The proxy's internal `/{locale}` prefix is not part of the public address.
  const path = usePathname().replace(/^\/(?:he|en)(?=\/|$)/, '') || '/'
  const href = previewExitPath(path)
  return (
    <a href={href} className="preview-banner__exit">
      {children}
    </a>
  )
}
