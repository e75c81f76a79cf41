'use client'

import { useEffect } from 'react'

/** Marks `<html data-hydrated>` once the page is interactive, for browser tests and monitoring. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
