'use client'

import dynamic from 'next/dynamic'

/**
 * The project tabs' behaviour, loaded once the page is up: the tabs work as links until then, and
 * their code stays out of the project page's first-load JavaScript (the 150 KiB budget).
 */
export const LazyProjectTabsBehaviour = dynamic(
  () => import('./ProjectTabsBehaviour').then((module) => module.ProjectTabsBehaviour),
  { ssr: false },
)
