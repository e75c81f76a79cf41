'use client'

import dynamic from 'next/dynamic'

/**
 * The raise alert's button, loaded only where it is shown (coming projects): imported directly,
 * Turbopack put its code in the client chunk every project page loads, raising ones too.
 */
export const LazyRaiseAlert = dynamic(() =>
  import('./RaiseAlert').then((module) => module.RaiseAlert),
)
