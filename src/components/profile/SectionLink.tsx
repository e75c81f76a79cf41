'use client'

import type { ReactNode } from 'react'

import { useProfile } from './ProfileContext'

/**
 * A link to a section of the profile page (`?section=`): opened in place, the address following,
 * unless the person asks for a new tab or window.
 */
export function SectionLink({
  section,
  children,
  ...link
}: {
  section: string
  children: ReactNode
  'aria-current'?: 'true'
  'data-state'?: string
  'data-testid'?: string
}) {
  const { openSection } = useProfile()
  return (
    <a
      {...link}
      href={`?section=${section}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        openSection(section)
      }}
    >
      {children}
    </a>
  )
}
