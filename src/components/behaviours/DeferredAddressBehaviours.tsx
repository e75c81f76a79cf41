'use client'

import dynamic from 'next/dynamic'

/** Loaded once the page is up, out of every page's first-load JavaScript. */
export const DeferredAddressBehaviours = dynamic(
  () => import('./AddressBehaviours').then((m) => m.AddressBehaviours),
  { ssr: false },
)
