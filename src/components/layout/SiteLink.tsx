import { Link } from '@/components/navigation/Link'
import type { ReactNode } from 'react'

/** Local paths go through Next's client router; modal hashes and other sites stay plain links. */
export function SiteLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  if (href.startsWith('/'))
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  if (href.startsWith('#'))
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  return (
    <a href={href} className={className} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  )
}
