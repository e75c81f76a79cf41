'use client'

import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/**
 * The page's query string in the browser, and null while rendering on the server (pages are
 * cached without their query, so a link's token is read after hydration).
 */
export function useLocationSearch(): URLSearchParams | null {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  )
  return search === null ? null : new URLSearchParams(search)
}
